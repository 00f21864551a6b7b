// Success stories: public list (published only, newest first), submission (no login needed,
// stored pending, limited per IP in route-limits.ts), likes (one per member, or per IP for visitors), and the
// admins' moderation queue, each decision written to the audit log.
// Stories are plain text everywhere: nothing here or in the client turns them into HTML.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import type {
  AdminStoryDto,
  StoryLikeResult,
  StoryModerateInput,
  StoryStatusQuery,
  StorySubmitInput,
  StorySubmitResult,
  SuccessStoryDto,
} from '../../shared/schemas/community.js';
import type { PageDto } from '../../shared/schemas/pagination.js';
import { appError } from '../errors.js';
import { recordAudit } from './audit.service.js';

const LIST_LIMIT = 200;

const STORY_COLUMNS = [
  'id',
  'name',
  'city',
  'region',
  'originalCountry',
  'naturalizationDate',
  'story',
  'quizScore',
  'interviewTips',
  'likes',
  'status',
  'createdAt',
  'moderatedAt',
  'submittedBy',
] as const;

/** A visitor's likes are keyed by IP, a member's by account. */
export function likerKey(userId: string | null, ip: string): string {
  return userId ?? `ip:${ip}`;
}

/** The newest published stories first, walking the success_stories_published_order index. */
export function publishedStoriesQuery(db: Db, key: string) {
  return db
    .selectFrom('successStories')
    .select(STORY_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('storyLikes')
            .select('storyLikes.storyId')
            .whereRef('storyLikes.storyId', '=', 'successStories.id')
            .where('storyLikes.likerKey', '=', key),
        )
        .as('liked'),
    )
    .where('status', '=', 'published')
    .orderBy(sql`coalesce(moderated_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT);
}

/** GET /api/success-stories */
export async function listPublishedStories(db: Db, viewer: { userId: string | null; ip: string }): Promise<SuccessStoryDto[]> {
  const rows = await publishedStoriesQuery(db, likerKey(viewer.userId, viewer.ip)).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    region: r.region,
    originalCountry: r.originalCountry,
    naturalizationDate: r.naturalizationDate,
    story: r.story,
    quizScore: r.quizScore,
    interviewTips: r.interviewTips,
    verified: true,
    likes: r.likes,
    liked: Boolean(r.liked),
    publishedAt: r.moderatedAt ?? r.createdAt,
  }));
}

/** POST /api/success-stories: stored as pending, shown only once an admin publishes it. */
export async function submitStory(
  db: Db,
  input: StorySubmitInput,
  from: { userId: string | null; ip: string },
): Promise<StorySubmitResult> {
  const row = await db
    .insertInto('successStories')
    .values({
      name: input.name,
      city: input.city,
      region: input.region,
      originalCountry: input.originalCountry,
      naturalizationDate: input.naturalizationDate,
      story: input.story,
      quizScore: input.quizScore,
      interviewTips: input.interviewTips,
      status: 'pending',
      likes: 0,
      submittedBy: from.userId,
      submitterIp: from.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, status: 'pending' };
}

/** POST /api/success-stories/{id}/like: one like per member (or per IP); liking again is a no-op. */
export async function likeStory(db: Db, storyId: number, from: { userId: string | null; ip: string }): Promise<StoryLikeResult> {
  return db.transaction().execute(async (trx) => {
    const story = await trx
      .selectFrom('successStories')
      .select('id')
      .where('id', '=', storyId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!story) throw appError('NOT_FOUND', 'community.story_not_found');
    const inserted = await trx
      .insertInto('storyLikes')
      .values({ storyId, likerKey: likerKey(from.userId, from.ip) })
      .onConflict((oc) => oc.columns(['storyId', 'likerKey']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx.updateTable('successStories').set({ likes: sql<number>`likes + 1` }).where('id', '=', storyId).execute();
    }
    const { likes } = await trx.selectFrom('successStories').select('likes').where('id', '=', storyId).executeTakeFirstOrThrow();
    return { id: storyId, likes, liked: true };
  });
}

/** GET /api/admin/success-stories?status=&page=&pageSize=: the moderation queue, oldest pending first. */
export async function listStoriesForAdmin(db: Db, query: StoryStatusQuery): Promise<PageDto<AdminStoryDto>> {
  const { status } = query;
  const [{ n }, rows] = await Promise.all([
    db.selectFrom('successStories').select((e) => e.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
    db
      .selectFrom('successStories')
      .select(STORY_COLUMNS)
      .where('status', '=', status)
      .orderBy('createdAt', status === 'pending' ? 'asc' : 'desc')
      .orderBy('id', status === 'pending' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(n), page: query.page, pageSize: query.pageSize, items: rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    region: r.region,
    originalCountry: r.originalCountry,
    naturalizationDate: r.naturalizationDate,
    story: r.story,
    quizScore: r.quizScore,
    interviewTips: r.interviewTips,
    likes: r.likes,
    status: r.status,
    createdAt: r.createdAt,
    moderatedAt: r.moderatedAt,
    submittedByUser: r.submittedBy !== null,
  })) };
}

/** PATCH /api/admin/success-stories/{id} {status}: publish, reject or send back to pending. */
export async function moderateStory(
  db: Db,
  admin: Pick<User, 'id' | 'email'>,
  input: StoryModerateInput,
  now = new Date(),
): Promise<AdminStoryDto> {
  return db.transaction().execute(async (trx) => {
    const story = await trx.selectFrom('successStories').select(['id', 'status']).where('id', '=', input.id).executeTakeFirst();
    if (!story) throw appError('NOT_FOUND', 'community.story_not_found');
    await trx
      .updateTable('successStories')
      .set({ status: input.status, moderatedAt: input.status === 'pending' ? null : now.toISOString() })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(trx, admin, {
      action: 'story.moderate',
      targetType: 'success_story',
      targetId: String(input.id),
      details: { from: story.status, to: input.status },
    });
    const row = await trx.selectFrom('successStories').select(STORY_COLUMNS).where('id', '=', input.id).executeTakeFirstOrThrow();
    return {
      id: row.id,
      name: row.name,
      city: row.city,
      region: row.region,
      originalCountry: row.originalCountry,
      naturalizationDate: row.naturalizationDate,
      story: row.story,
      quizScore: row.quizScore,
      interviewTips: row.interviewTips,
      likes: row.likes,
      status: row.status,
      createdAt: row.createdAt,
      moderatedAt: row.moderatedAt,
      submittedByUser: row.submittedBy !== null,
    };
  });
}
