/**
 * The signed-in staff member as every loader and component sees it (the guard reads it from the
 * session: app/auth/guard.server.ts). Its own module so that components can name it without
 * importing the guard and, through it, the service container.
 */
import type { StaffRole } from "~/db/schema";

export interface StaffUser {
  id: string;
  email: string;
  role: StaffRole;
}
