// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Preparation groups (docs/groups.md): an admin makes a member a trainer; a trainer runs groups,
// invites candidates with a code (only its SHA-256 is stored), and gives assignments. A member's
// rows go with the member (ON DELETE CASCADE), so deleting an account ends a trainer's access in
// the same transaction.
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('is_trainer', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('exam_date', 'text')
    // Not a foreign key: the group stays with its other trainers when its creator leaves.
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .execute();

  await db.schema
    .createTable('group_trainers')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .addPrimaryKeyConstraint('group_trainers_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_trainers_user').on('group_trainers').column('user_id').execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // When the member ticked the consent box: what they agreed to is docs/groups.md's list.
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('share_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user').on('group_members').column('user_id').execute();

  await db.schema
    .createTable('group_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    // SHA-256 of the code, hex: the code itself is shown once, to the trainer who made it.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .execute();
  await db.schema.createIndex('group_invitations_group').on('group_invitations').column('group_id').execute();

  await db.schema
    .createTable('group_assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    // 'mock_exam' (before due_date) or 'subtheme' (a session on `subtheme`).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subtheme', 'text')
    .addColumn('due_date', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_assignments_group').on('group_assignments').columns(['group_id', 'created_at']).execute();

  await db.schema
    .createTable('group_assignment_completions')
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('group_assignments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text')
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_assignment_completions_pk', ['assignment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_assignment_completions_user').on('group_assignment_completions').column('user_id').execute();

  // A group member's readiness figures as of their last finished quiz or exam (JSON), kept on
  // write so that a trainer's table of hundreds of members reads one row per member.
  await db.schema
    .createTable('group_member_figures')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('figures', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_member_figures').execute();
  await db.schema.dropTable('group_assignment_completions').execute();
  await db.schema.dropTable('group_assignments').execute();
  await db.schema.dropTable('group_invitations').execute();
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('group_trainers').execute();
  await db.schema.dropTable('groups').execute();
  await db.schema.alterTable('users').dropColumn('is_trainer').execute();
}
