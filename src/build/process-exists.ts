/**
 * Whether a process with this id exists now (one of another user counts). Used to tell files a
 * running build still owns (named with its pid) from those a killed build left behind.
 */
export function processExists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
