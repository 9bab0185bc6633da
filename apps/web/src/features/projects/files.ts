/**
 * The checks a chosen file passes before it is sent (pure, tested in node): by name and type, as
 * the server checks again by content. Project images: png / jpeg of at most 2000 KB, five at most;
 * quotations: pdf, xlsx or docx of at most 5 MB; kick-off images: png / jpeg of at most 25 MB, five
 * at most, and one xlsx or pdf of at most 5 MB; a contract's file: pdf or xlsx of at most 5 MB.
 */
import { PROJECT_LIMITS } from '@staffhub/domain';

export type FileProblem = 'type' | 'size' | 'empty' | null;

interface FileRule {
  extensions: readonly string[];
  types: readonly string[];
  maxBytes: number;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = 'application/pdf';

export const FILE_RULES = {
  projectImage: {
    extensions: ['png', 'jpg', 'jpeg'],
    types: ['image/png', 'image/jpeg'],
    maxBytes: PROJECT_LIMITS.imageBytes,
  },
  quotation: {
    extensions: ['pdf', 'xlsx', 'docx'],
    types: [PDF, XLSX, DOCX],
    maxBytes: PROJECT_LIMITS.quotationBytes,
  },
  activityImage: {
    extensions: ['png', 'jpg', 'jpeg'],
    types: ['image/png', 'image/jpeg'],
    maxBytes: PROJECT_LIMITS.activityImageBytes,
  },
  activityFile: {
    extensions: ['xlsx', 'pdf'],
    types: [PDF, XLSX],
    maxBytes: PROJECT_LIMITS.activityFileBytes,
  },
  contractFile: { extensions: ['pdf', 'xlsx'], types: [PDF, XLSX], maxBytes: 5 * 1024 * 1024 },
} as const satisfies Record<string, FileRule>;

export type FileRuleName = keyof typeof FILE_RULES;

/** The `accept` attribute of a file input for a rule. */
export function acceptOf(rule: FileRuleName): string {
  const r: FileRule = FILE_RULES[rule];
  return [...r.extensions.map((e) => `.${e}`), ...r.types].join(',');
}

/** What is wrong with a file for a rule, null when nothing is. */
export function fileProblem(
  rule: FileRuleName,
  file: { name: string; type?: string; size: number },
): FileProblem {
  const r: FileRule = FILE_RULES[rule];
  const extension = file.name.includes('.') ? (file.name.toLowerCase().split('.').pop() ?? '') : '';
  // Some systems give no type (or a generic one) for office files: the name then decides.
  const type = (file.type ?? '').toLowerCase();
  const typeOk = type === '' || type === 'application/octet-stream' || r.types.includes(type);
  if (!r.extensions.includes(extension) || !typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > r.maxBytes) return 'size';
  return null;
}

/** The rule's size limit in KB (project images, "2000 KB") or MB (the others). */
export function sizeLimitText(rule: FileRuleName): string {
  const bytes = FILE_RULES[rule].maxBytes;
  return bytes < 4 * 1024 * 1024 ? `${bytes / 1024} KB` : `${bytes / (1024 * 1024)} MB`;
}
