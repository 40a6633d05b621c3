/**
 * Failpoints for crash tests: with TRIBO_FAILPOINT=<name> the process dies (SIGKILL, no clean-up
 * of any kind) when it reaches that point, as a power cut or kill -9 would leave it. Unset, a
 * failpoint is one comparison. Names are "<module>.<operation>.<moment>".
 */
export function failpoint(name: string): void {
  if (process.env.TRIBO_FAILPOINT === name) process.kill(process.pid, 'SIGKILL');
}
