/**
 * CSV read strictly by RFC 4180, as a careful spreadsheet would: records end in CRLF; a field is
 * either quoted (and may then hold commas, doubled quotes, CR and LF) or holds none of those.
 * Anything else (a bare LF, a quote inside an unquoted field, text after a closing quote) throws,
 * so a test learns that a file would be misread somewhere, not only that one reader coped.
 */
export function parseStrictCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  for (;;) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) throw new Error(`a quoted field opened before ${index} never closes`);
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index += 1;
      }
    } else {
      const end = /[,"\r\n]|$/.exec(text.slice(index));
      const length = end?.index ?? text.length - index;
      field = text.slice(index, index + length);
      index += length;
      if (text[index] === '"') throw new Error(`a quote inside an unquoted field at ${index}`);
    }
    record.push(field);
    if (text[index] === ',') {
      index += 1;
    } else if (text.startsWith('\r\n', index) || index === text.length) {
      index += 2;
      records.push(record);
      record = [];
      if (index >= text.length) return records;
    } else {
      throw new Error(`${JSON.stringify(text[index])} at ${index} ends no field (a bare CR or LF is no record end)`);
    }
  }
}
