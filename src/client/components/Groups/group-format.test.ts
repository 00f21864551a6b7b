import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GroupMemberRowDto } from '../../../shared/schemas/groups';
import { groupCsv } from './group-format';

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;
const row: GroupMemberRowDto = {
  userId: 'u1',
  firstName: '=HYPERLINK("x")',
  lastName: 'Diallo, "Amina"',
  email: null,
  joinedAt: '2026-11-01T10:00:00.000Z',
  expectedScore: 30.5,
  scoreLow: 27,
  scoreHigh: 34,
  passProbability: 0.4567,
  answered: 120,
  weakest: [{ subtheme: 'laicite', mastery: 0.4 }],
  mockExams: [
    { correct: 31, total: 40, completedAt: '2026-11-20T10:00:00.000Z' },
    { correct: 28, total: 40, completedAt: '2026-11-10T10:00:00.000Z' },
  ],
  daysActiveThisWeek: 3,
  assignmentsDone: 1,
};

describe('groupCsv', () => {
  it('writes one header and one line per member, quoting and neutralising formulas', () => {
    const csv = groupCsv([row], t);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toBe('lastName,firstName,email,expected,low,high,pass,answered,weakest,exams,days,done');
    expect(line).toBe(`"Diallo, ""Amina""","'=HYPERLINK(""x"")",,30.5,27,34,0.46,120,laicite,31/40 | 28/40,3,1`);
  });
});
