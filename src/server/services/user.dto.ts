import type { User } from '../../../db/schema.js';
import type { UserDto } from '../../shared/dto.js';

/** The user as every answer shows it: never a password hash or a Google id. */
export function toUserDto(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'isAdmin' | 'hasFullAccess' | 'createdAt'>): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin === 1,
    hasFullAccess: user.hasFullAccess === 1,
    createdAt: user.createdAt,
  };
}

/** Columns to select for a UserDto. */
export const USER_DTO_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'isAdmin',
  'hasFullAccess',
  'createdAt',
] as const;
