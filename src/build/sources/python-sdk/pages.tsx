import type { ReactElement, ReactNode } from 'react';
import { CodeFrame } from '../code-frame.tsx';
import type { Heading } from '../../markdown/facts.ts';
import type { SitePage } from '../../model/site.ts';
import { InlineMarkdown, ScrollTable } from '../../../components/reference/Tables.tsx';
import { generatedPage } from '../generated-page.ts';
import { anchorOf, type SdkModel } from './load-sdk.ts';
import { MODULE_GROUPS, type Param, type PyClass, type PyFunction, type PyMember, type PyModule } from './schema.ts';

/** Doc id of the reference's index page; module pages are `{id}/{slug}`. */
export const PYTHON_SDK_ID = 'python-sdk/reference';

/** A module's page slug: `datahub.sdk.main_client` → `datahub-sdk-main-client`. */
export function moduleSlug(module: string): string {
  return module.replace(/[._]+/g, '-').toLowerCase();
}

export function moduleRoute(module: string, docsBase = '/docs'): string {
  return `${docsBase}/${PYTHON_SDK_ID}/${moduleSlug(module)}`;
}

/** One parameter as Python writes it: `name: Type = default`, `*args`, `**kwargs`. */
function paramText(p: Param): string {
  const star = p.kind === 'var-positional' ? '*' : p.kind === 'var-keyword' ? '**' : '';
  return `${star}${p.name}${p.type ? `: ${p.type}` : ''}${p.default !== undefined ? (p.type ? ` = ${p.default}` : `=${p.default}`) : ''}`;
}

/** The parameter list with Python's `/` and `*` markers where the kinds change. */
export function paramList(params: Param[]): string[] {
  const out: string[] = [];
  const lastPositionalOnly = params.map((p) => p.kind).lastIndexOf('positional-only');
  const hasVarPositional = params.some((p) => p.kind === 'var-positional');
  let starred = false;
  params.forEach((p, i) => {
    if (p.kind === 'keyword-only' && !hasVarPositional && !starred) {
      out.push('*');
      starred = true;
    }
    out.push(paramText(p));
    if (i === lastPositionalOnly) out.push('/');
  });
  return out;
}

/** `def name(params) -> returns`, one parameter a line when it would not fit on one. */
export function signatureText(prefix: string, name: string, params: Param[], returns?: string, self?: 'self' | 'cls'): string {
  const items = [...(self ? [self] : []), ...paramList(params)];
  const tail = returns ? ` -> ${returns}` : '';
  const oneLine = `${prefix}${name}(${items.join(', ')})${tail}`;
  if (oneLine.length <= 88 || items.length <= 1) return oneLine;
  return `${prefix}${name}(\n${items.map((i) => `    ${i},`).join('\n')}\n)${tail}`;
}

function memberSignature(m: PyMember): string {
  const prefix = `${m.async ? 'async ' : ''}def `;
  if (m.kind === 'property') return `@property\n${prefix}${m.name}(self)${m.returns ? ` -> ${m.returns}` : ''}`;
  if (m.kind === 'attribute') return `${m.name}${m.returns ? `: ${m.returns}` : ''}`;
  const decorator = m.kind === 'classmethod' ? '@classmethod\n' : m.kind === 'staticmethod' ? '@staticmethod\n' : '';
  return `${decorator}${signatureText(prefix, m.name, m.params, m.returns, m.kind === 'classmethod' ? 'cls' : m.kind === 'staticmethod' ? undefined : 'self')}`;
}

function Unconfirmed({ item }: { item: { unconfirmed?: true } }): ReactElement | null {
  return item.unconfirmed ? <span className="badge badge-deprecated">Not confirmed in the upstream source</span> : null;
}

function Params({ params, label }: { params: Param[]; label: string }): ReactElement | null {
  if (params.length === 0) return null;
  return (
    <ScrollTable label={label} columns={['Parameter', 'Type', 'Default', 'Description']}>
      {params.map((p) => (
        <tr key={p.name}>
          <td>
            <code>{p.kind === 'var-positional' ? `*${p.name}` : p.kind === 'var-keyword' ? `**${p.name}` : p.name}</code>
            {p.kind === 'keyword-only' && <span className="gql-how"> keyword only</span>}
            {p.kind === 'positional-only' && <span className="gql-how"> positional only</span>}
          </td>
          <td>{p.type ? <code>{p.type}</code> : ''}</td>
          <td>{p.default !== undefined ? <code>{p.default}</code> : p.kind === 'var-positional' || p.kind === 'var-keyword' ? '' : 'required'}</td>
          <td>{p.summary ? <InlineMarkdown text={p.summary} /> : ''}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function HeadingLink({ id, level, children }: { id: string; level: 3 | 4; children: ReactNode }): ReactElement {
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id}>
      <a className="heading-link" href={`#${id}`}>
        {children}
      </a>
    </Tag>
  );
}

function FunctionEntry({ fn }: { fn: PyFunction }): ReactElement {
  const id = anchorOf(fn.name);
  return (
    <section className="gql-member" aria-labelledby={id}>
      <HeadingLink id={id} level={3}>
        {fn.name}()
      </HeadingLink>
      <CodeFrame lang="python" text={signatureText(`${fn.async ? 'async ' : ''}def `, fn.name, fn.params, fn.returns)} />
      <p>
        <InlineMarkdown text={fn.summary} /> <Unconfirmed item={fn} />
      </p>
      <Params params={fn.params} label={`Parameters of ${fn.name}`} />
    </section>
  );
}

function ClassEntry({ cls }: { cls: PyClass }): ReactElement {
  const id = anchorOf(cls.name);
  const head = `class ${cls.name}${cls.bases.length > 0 ? `(${cls.bases.join(', ')})` : ''}`;
  return (
    <section className="gql-member" aria-labelledby={id}>
      <HeadingLink id={id} level={3}>
        {cls.name}
      </HeadingLink>
      <CodeFrame lang="python" text={cls.init ? `${head}:\n    ${signatureText('def ', '__init__', cls.init, undefined, 'self').replace(/\n/g, '\n    ')}` : head} />
      <p>
        <InlineMarkdown text={cls.summary} /> <Unconfirmed item={cls} />
      </p>
      {cls.init && <Params params={cls.init} label={`Constructor parameters of ${cls.name}`} />}
      {cls.members.map((m) => {
        const mid = anchorOf(cls.name, m.name);
        return (
          <div key={m.name} className="py-member">
            <HeadingLink id={mid} level={4}>
              {cls.name}.{m.name}
              {m.kind === 'property' || m.kind === 'attribute' ? '' : '()'}
            </HeadingLink>
            <CodeFrame lang="python" text={memberSignature(m)} />
            <p>
              {m.kind !== 'method' && <span className="badge">{m.kind}</span>} <InlineMarkdown text={m.summary} /> <Unconfirmed item={m} />
            </p>
            <Params params={m.params} label={`Parameters of ${cls.name}.${m.name}`} />
          </div>
        );
      })}
    </section>
  );
}

function modulePage(mod: PyModule, model: SdkModel, docsBase: string): SitePage {
  const route = moduleRoute(mod.module, docsBase);
  const headings: Heading[] = [];
  const section = (id: string, text: string, items: { name: string; anchor: string }[]) => {
    headings.push({ depth: 2, id, text });
    for (const i of items) headings.push({ depth: 3, id: i.anchor, text: i.name });
  };
  if (mod.classes.length > 0) section('classes', 'Classes', mod.classes.map((c) => ({ name: c.name, anchor: anchorOf(c.name) })));
  if (mod.functions.length > 0) section('functions', 'Functions', mod.functions.map((f) => ({ name: `${f.name}()`, anchor: anchorOf(f.name) })));
  if (mod.names.length > 0) section('other-names', 'Other names', []);
  if (mod.reexports.length > 0) section('re-exports', 'Re-exported names', []);
  const submodules = [...(model.names.get(mod.module)?.values() ?? [])].filter((n) => n.kind === 'module' && model.files.has(`${mod.module}.${n.name}`));
  if (submodules.length > 0) section('submodules', 'Submodules', []);
  const example = [...mod.classes.map((c) => c.name), ...mod.functions.map((f) => f.name), ...mod.reexports.map((r) => r.name), ...mod.names.map((n) => n.name)][0];
  const page = generatedPage({
    id: `${PYTHON_SDK_ID}/${moduleSlug(mod.module)}`,
    route,
    title: mod.module,
    description: mod.summary,
    keywords: ['python', 'sdk', mod.module],
    headings,
    body: (
      <>
        <p className="lead">
          <InlineMarkdown text={mod.summary} />
        </p>
        {example && <CodeFrame lang="python" text={`from ${mod.module} import ${example}`} />}
        <p className="gql-how">
          Read from <code>{mod.upstream.path}</code>
          {mod.upstream.commit !== 'unknown' ? (
            <>
              {' '}
              at commit <code>{mod.upstream.commit.slice(0, 10)}</code>
            </>
          ) : (
            ' (commit not recorded by the stored copy)'
          )}
          {mod.upstream.note ? `; ${mod.upstream.note}` : ''}.
        </p>
        {mod.classes.length > 0 && (
          <>
            <h2 id="classes">Classes</h2>
            {mod.classes.map((c) => (
              <ClassEntry key={c.name} cls={c} />
            ))}
          </>
        )}
        {mod.functions.length > 0 && (
          <>
            <h2 id="functions">Functions</h2>
            {mod.functions.map((f) => (
              <FunctionEntry key={f.name} fn={f} />
            ))}
          </>
        )}
        {mod.names.length > 0 && (
          <>
            <h2 id="other-names">Other names</h2>
            <ScrollTable label={`Other names of ${mod.module}`} columns={['Name', 'Kind', 'Description']}>
              {mod.names.map((n) => (
                <tr key={n.name} id={anchorOf(n.name)}>
                  <td>
                    <code>{n.name}</code>
                  </td>
                  <td>
                    {n.kind}
                    {n.type ? (
                      <>
                        {' '}
                        <code>{n.type}</code>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {n.summary ? <InlineMarkdown text={n.summary} /> : ''} <Unconfirmed item={n} />
                  </td>
                </tr>
              ))}
            </ScrollTable>
          </>
        )}
        {mod.reexports.length > 0 && (
          <>
            <h2 id="re-exports">Re-exported names</h2>
            <p>These names are defined in another module and can be imported from this one too.</p>
            <ScrollTable label={`Names re-exported by ${mod.module}`} columns={['Name', 'Defined in']}>
              {mod.reexports.map((r) => (
                <tr key={r.name} id={anchorOf(r.name)}>
                  <td>
                    <code>{r.name}</code> <Unconfirmed item={r} />
                  </td>
                  <td>
                    <a href={`${moduleRoute(r.from, docsBase)}#${anchorOf(r.as ?? r.name)}`}>
                      <code>
                        {r.from}.{r.as ?? r.name}
                      </code>
                    </a>
                  </td>
                </tr>
              ))}
            </ScrollTable>
          </>
        )}
        {submodules.length > 0 && (
          <>
            <h2 id="submodules">Submodules</h2>
            <ul>
              {submodules.map((s) => (
                <li key={s.name}>
                  <a href={moduleRoute(`${mod.module}.${s.name}`, docsBase)}>
                    <code>
                      {mod.module}.{s.name}
                    </code>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    ),
  });
  // The sidebar lists modules under their group: the package name shared by all of them is noise there.
  return { ...page, sidebarLabel: mod.module.includes('.') ? mod.module.slice(mod.module.indexOf('.') + 1) : mod.module };
}

function indexPage(model: SdkModel, docsBase: string, productName?: string): SitePage {
  const groups = MODULE_GROUPS.filter((g) => model.modules.some((m) => m.group === g));
  const gid = (g: string) => g.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const what = productName ? `${productName}'s Python package` : 'the Python package';
  return generatedPage({
    id: PYTHON_SDK_ID,
    route: `${docsBase}/${PYTHON_SDK_ID}`,
    title: 'Python SDK reference',
    description: `Modules, classes and functions of ${what}: signatures, parameters, defaults and return types.`,
    keywords: ['python', 'sdk', 'reference'],
    headings: groups.map((g) => ({ depth: 2, id: gid(g), text: g })),
    body: (
      <>
        <p className="lead">
          The modules of {what} that the guides use, with every documented class, function and method: signatures, parameters, defaults and return types as the source declares them.
        </p>
        {groups.map((g) => (
          <section key={g} aria-labelledby={gid(g)}>
            <h2 id={gid(g)}>{g}</h2>
            <ul className="gql-index">
              {model.modules
                .filter((m) => m.group === g)
                .map((m) => (
                  <li key={m.module}>
                    <a href={moduleRoute(m.module, docsBase)}>
                      <code>{m.module}</code>
                    </a>{' '}
                    <span>
                      <InlineMarkdown text={m.summary} />
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </>
    ),
  });
}

/** The index page and one page per module. */
export function buildPythonSdkPages(model: SdkModel, options: { docsBase?: string; productName?: string } = {}): SitePage[] {
  const docsBase = options.docsBase ?? '/docs';
  return [indexPage(model, docsBase, options.productName), ...model.modules.map((m) => modulePage(m, model, docsBase))];
}
