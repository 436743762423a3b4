import type { ReactElement } from 'react';
import { parse } from 'yaml';
import { IslandMount } from '../../../components/Island.tsx';
import type { RecipeBuilderProps } from '../../../shared/recipe-builder.ts';
import type { Connector, Plugin } from './schema.ts';

/** Heading id of the builder section on a source page. */
export const RECIPE_BUILDER_ID = 'recipe-builder';

function requiredFields(plugin: Plugin): string[] {
  const required = (plugin.configSchema as { required?: unknown }).required;
  return Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [];
}

/** Paths of a config's fields, nested ones dotted (`profiling`, `profiling.enabled`). */
function configPaths(config: unknown, prefix = ''): string[] {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return [];
  return Object.entries(config).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...configPaths(value, path)];
  });
}

/** Required fields, then the fields the starter recipe sets: the form shows these first. */
function mainFields(plugin: Plugin): string[] {
  let starter: unknown;
  try {
    starter = parse(plugin.starterRecipe);
  } catch {
    // the connector loader already reported it
  }
  return [...new Set([...requiredFields(plugin), ...configPaths((starter as { source?: { config?: unknown } } | undefined)?.source?.config)])];
}

/** The island's props: small (the schemas and validators are fetched by the browser). */
export function recipeBuilderProps(connector: Connector, sourcesRoute: string): RecipeBuilderProps {
  return {
    connector: connector.id,
    sourcesRoute,
    displayName: connector.displayName,
    plugins: connector.plugins.map((p) => ({ name: p.name, starterRecipe: p.starterRecipe, mainFields: mainFields(p), coverage: p.configCoverage })),
  };
}

/**
 * "Build a recipe": the recipe builder island. Without JavaScript it says where the starter
 * recipe is and lists each plugin's required fields.
 */
export function RecipeBuilderSection({ connector, sourcesRoute }: { connector: Connector; sourcesRoute: string }): ReactElement {
  return (
    <>
      <h2 id={RECIPE_BUILDER_ID}>Build a recipe</h2>
      <IslandMount name="recipe-builder" props={{ ...recipeBuilderProps(connector, sourcesRoute) }} label={`Recipe builder for ${connector.displayName}`}>
        <div className="rb-fallback">
          <p>
            With JavaScript on, a form here writes the recipe for you and checks it against the configuration schema as you type. Without it, start from the starter recipe
            {connector.plugins.length > 1 ? 's' : ''} below and fill in the required fields:
          </p>
          <ul>
            {connector.plugins.map((p) => {
              const required = requiredFields(p);
              return (
                <li key={p.name}>
                  <a href={`#plugin-${p.name}-recipe`}>
                    Starter recipe for <code>{p.name}</code>
                  </a>
                  {': '}
                  {required.length === 0
                    ? 'no required fields.'
                    : required.map((r, i) => (
                        <span key={r}>
                          {i > 0 && ', '}
                          <a href={`#${p.name}.${r}`}>
                            <code>{r}</code>
                          </a>
                        </span>
                      ))}
                </li>
              );
            })}
          </ul>
        </div>
      </IslandMount>
    </>
  );
}
