/**
 * The contract between the build and the recipe builder island on ingestion source pages: the
 * props the server writes into `data-island-props`, and the data files the build publishes for it
 * (each plugin's config JSON Schema, its validator compiled ahead of time, and an index of every
 * published plugin so a recipe for another connector can be pointed to its page). No Node or DOM imports.
 */

/** Folder of the recipe tool data files. */
export const RECIPE_TOOLS_BASE = '/tools/recipes';
/** Every published plugin → its connector page (RecipePluginIndex). */
export const RECIPE_INDEX_ROUTE = `${RECIPE_TOOLS_BASE}/index.json`;

/** The plugin's `source.config` JSON Schema, as written in reference/connectors. */
export function recipeSchemaRoute(plugin: string): string {
  return `${RECIPE_TOOLS_BASE}/${plugin}.schema.json`;
}

/** The plugin's validator: an ES module whose default export is an ajv standalone validate function. */
export function recipeValidatorRoute(plugin: string): string {
  return `${RECIPE_TOOLS_BASE}/${plugin}.validate.js`;
}

/** What `/tools/recipes/index.json` holds: each published plugin's connector and page. */
export interface RecipePluginIndex {
  plugins: Record<string, { connector: string; displayName: string; route: string }>;
}

/** One plugin of the page's connector, as the island needs it. */
export interface RecipeBuilderPlugin {
  /** Recipe `source.type`. */
  name: string;
  /** The starter recipe shown on the page (YAML): the form starts from it. */
  starterRecipe: string;
  /** Config fields shown first: the required ones and those the starter recipe sets (nested ones dotted). */
  mainFields: string[];
  /** `complete`: a field missing from the schema is an error; `partial`: only a warning. */
  coverage: 'complete' | 'partial';
}

/** Props of the `recipe-builder` island. */
export interface RecipeBuilderProps {
  /** Connector id, e.g. `snowflake` (the page is /docs/generated/ingestion/sources/<id>). */
  connector: string;
  displayName: string;
  plugins: RecipeBuilderPlugin[];
  /** The page listing every source (for a recipe of a source that is not published). */
  sourcesRoute: string;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Checks props read from the page; throws naming the first field that is wrong. */
export function parseRecipeBuilderProps(value: unknown): RecipeBuilderProps {
  const fail = (field: string): never => {
    throw new Error(`recipe-builder props: ${field} is missing or has the wrong type`);
  };
  const v = value as Partial<RecipeBuilderProps> | null;
  if (typeof v !== 'object' || v === null) return fail('props');
  if (typeof v.connector !== 'string') fail('connector');
  if (typeof v.displayName !== 'string') fail('displayName');
  if (typeof v.sourcesRoute !== 'string') fail('sourcesRoute');
  if (!Array.isArray(v.plugins) || v.plugins.length === 0) fail('plugins');
  v.plugins!.forEach((p: Partial<RecipeBuilderPlugin>, i) => {
    if (typeof p?.name !== 'string') fail(`plugins[${i}].name`);
    if (typeof p.starterRecipe !== 'string') fail(`plugins[${i}].starterRecipe`);
    if (!isStringArray(p.mainFields)) fail(`plugins[${i}].mainFields`);
    if (p.coverage !== 'complete' && p.coverage !== 'partial') fail(`plugins[${i}].coverage`);
  });
  return v as RecipeBuilderProps;
}
