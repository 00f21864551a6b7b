import { z } from 'zod';

// 2000 characters is about three minutes of speech; the examiner analyses no more than that.
export const INTERVIEW_LIMITS = { applicantName: 120, response: 2000 } as const;

const profileText = (max: number) => z.string().trim().max(max, 'interview.profile_too_long').optional();

/**
 * What a prefecture agent knows from the file: the examiner asks about the candidate's own town,
 * département, region, job and years in France, and addresses them as madame, monsieur or neutrally.
 * Every field is optional; the arrival year cannot be in the future.
 */
export const interviewProfile = z.object({
  civility: z.enum(['madame', 'monsieur', 'neutre']).optional(),
  city: profileText(80),
  department: profileText(60),
  region: profileText(60),
  profession: profileText(80),
  arrivalYear: z
    .number()
    .int('interview.arrival_year_invalid')
    .min(1930, 'interview.arrival_year_invalid')
    .refine((y) => y <= new Date().getFullYear(), 'interview.arrival_year_future')
    .optional(),
  countryOfOrigin: profileText(60),
  familySituation: profileText(120),
});
export type InterviewProfile = z.infer<typeof interviewProfile>;

/** POST /api/interview/start: the trimmed applicant name must be non-empty. */
export const interviewStartInput = z.object({
  applicantName: z.string().trim().min(1, 'interview.name_required').max(INTERVIEW_LIMITS.applicantName),
  /** Include the short revision of the civic exam (two questions, kept out of the appraisal). */
  civicRevision: z.boolean().optional(),
  profile: interviewProfile.optional(),
  /** 'practice': feedback after each answer and one retry per question; 'exam' (default): none, as on the day. */
  mode: z.enum(['practice', 'exam']).optional(),
});
export type InterviewStartInput = z.infer<typeof interviewStartInput>;

/** POST /api/interview/{id}/respond: the trimmed answer must be non-empty. */
export const interviewRespondBody = z.object({
  response: z.string().trim().min(1, 'interview.response_required').max(INTERVIEW_LIMITS.response),
  /** Practice mode: a second answer to the last question ('Réessayer cette question'); the better one counts. */
  retry: z.boolean().optional(),
});

export const interviewIdInput = z.object({ id: z.string().trim().min(1).max(100) });

export const interviewRespondInput = interviewIdInput.extend(interviewRespondBody.shape);
export type InterviewRespondInput = z.infer<typeof interviewRespondInput>;
