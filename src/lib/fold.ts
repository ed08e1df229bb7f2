/** Lower case without diacritics (č→c, đ→d, ß→ss), so "natječaj" meets "natjecaj". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}
