import type { AdminFamily } from '../../common/schemas/admin';
import type { AdminFamilyRow } from './admin.repo';

export function presentAdminFamily(row: AdminFamilyRow): AdminFamily {
  return {
    id: row.id,
    createdAt: row.created_at,
    members: row.members,
    boards: row.boards,
    displays: row.displays,
    photos: row.photos,
    photoBytes: row.photo_bytes,
    suspendedAt: row.suspended_at,
  };
}
