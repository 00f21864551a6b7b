import { z } from 'zod';

// 2000 characters is about three minutes of speech; the examiner analyses no more than that.
export const INTERVIEW_LIMITS = { applicantName: 120, response: 2000 } as const;

/** POST /api/interview/start: the trimmed applicant name must be non-empty (spec section 5). */
export const interviewStartInput = z.object({
  applicantName: z.string().trim().min(1, 'interview.name_required').max(INTERVIEW_LIMITS.applicantName),
  /** Include the short revision of the civic exam (two questions, kept out of the appraisal). */
  civicRevision: z.boolean().optional(),
});
export type InterviewStartInput = z.infer<typeof interviewStartInput>;

/** POST /api/interview/{id}/respond: the trimmed answer must be non-empty. */
export const interviewRespondBody = z.object({
  response: z.string().trim().min(1, 'interview.response_required').max(INTERVIEW_LIMITS.response),
});

export const interviewIdInput = z.object({ id: z.string().trim().min(1).max(100) });

export const interviewRespondInput = interviewIdInput.extend(interviewRespondBody.shape);
export type InterviewRespondInput = z.infer<typeof interviewRespondInput>;
