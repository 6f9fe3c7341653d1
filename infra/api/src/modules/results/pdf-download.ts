import type { FastifyReply } from 'fastify';
import type { ResultDetail } from '@labshop/shared-contracts/core/api/results';

/** 'lipid-panel-2026-04-30-summary.pdf': the test and the day, so several downloads do not overwrite each other. */
export function pdfFileName(result: ResultDetail, kind: 'lab-report' | 'summary'): string {
  const test = result.testName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60);
  const day = (result.collectedAt ?? result.receivedAt).slice(0, 10);
  return `${test || 'result'}-${day}-${kind}.pdf`;
}

/** Sends a PDF as a download, with its name and its length. */
export function sendPdf(reply: FastifyReply, fileName: string, data: Buffer) {
  reply.type('application/pdf');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
  return reply.send(data);
}
