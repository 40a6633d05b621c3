/** "1 nova", "3 novas": a count with its word in the right number (no "(s)" in Tribo's texts). */
export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}
