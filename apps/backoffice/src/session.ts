import { BackofficePaths, StaffSchema, type Staff, type StaffPermission } from '@betting/contracts';
import { createContext, useContext } from 'react';
import { BackofficeError, call } from './api';

/** The signed-in staff member, or null when there is none (401 of any kind). */
export async function loadStaff(): Promise<Staff | null> {
  try {
    return await call(StaffSchema, BackofficePaths.me);
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 401) return null;
    throw error;
  }
}

export const StaffContext = createContext<Staff | null>(null);
export const useStaff = () => useContext(StaffContext);
export const can = (staff: Staff | null, permission: StaffPermission) => staff?.permissions.includes(permission) ?? false;
