import path from 'node:path';
import { createHtmlAuditor, type HtmlProblem, type PageFacts } from './html-audit.ts';
import { createPageWeigher, type PageWeight } from './page-weight.ts';

/** A share of the built pages for one thread. */
export interface AuditJob {
  outDir: string;
  files: string[];
}

/** What the audit learns from one built page. */
export interface PageAudit {
  /** Path of the HTML file relative to the output folder, with forward slashes. */
  file: string;
  problems: HtmlProblem[];
  facts: PageFacts;
  weight: Omit<PageWeight, 'scripts' | 'sheets'>;
}

/** Validates and weighs each page of the job (the part of the audit that runs in threads). */
export function auditFiles(job: AuditJob, read: (file: string) => string): PageAudit[] {
  const audit = createHtmlAuditor();
  const weigh = createPageWeigher(job.outDir);
  return job.files.map((file) => {
    const html = read(file);
    const relative = path.relative(job.outDir, file).split(path.sep).join('/');
    const { problems, facts } = audit(html, relative);
    const { scripts: _scripts, sheets: _sheets, ...weight } = weigh(file, html);
    return { file: relative, problems, facts, weight };
  });
}
