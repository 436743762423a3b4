import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { auditFiles, type AuditJob } from './audit-pages.ts';

/** Thread entry of the site audit: audits its share of the pages and posts the results back. */
const job = workerData as AuditJob & { module?: string };
parentPort!.postMessage(auditFiles(job, (file) => readFileSync(file, 'utf8')));
