import type { QuestionRow } from '../../../db/schema.js';
import type { AdminQuestionDto, QuestionDto } from '../../shared/dto.js';
import type { Category, QuestionKind, Subtheme, Theme } from '../../shared/constants.js';
import { officialEntryFor } from './official-list.js';

/** Options are stored as JSON text; anything unparseable gives an empty list. */
export function parseOptions(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toQuestionDto(row: QuestionRow): QuestionDto {
  return {
    id: row.id,
    content: row.content,
    contentEn: row.contentEn,
    type: row.type,
    options: parseOptions(row.options),
    optionsEn: parseOptions(row.optionsEn),
    correctAnswer: row.correctAnswer,
    explanation: row.explanation,
    explanationEn: row.explanationEn,
    contentAr: row.contentAr,
    optionsAr: row.optionsAr === null ? null : parseOptions(row.optionsAr),
    explanationAr: row.explanationAr,
    category: row.category as Category,
    theme: row.theme as Theme,
    subtheme: row.subtheme as Subtheme,
    kind: row.kind as QuestionKind,
    difficulty: row.difficulty,
    mediaUrl: row.mediaUrl,
    source: row.source,
    official: officialEntryFor(row.officialRef, row.kind),
  };
}

export function toAdminQuestionDto(row: QuestionRow): AdminQuestionDto {
  return {
    ...toQuestionDto(row),
    officialRef: row.officialRef,
    isActive: row.isActive === 1,
    isDemo: row.isDemo === 1,
    updatedAt: row.updatedAt,
  };
}
