/** Whether a process exists (EPERM: it does, but belongs to another user, e.g. postgres run as its own user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
