// Text a person types never holds control characters other than line breaks and tabs; PostgreSQL
// refuses NUL in text, so they are refused at the boundary (validation.invalidValue), never a 5xx.

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f;
}

/** Whether `text` holds a control character other than a tab, a line feed or a carriage return. */
export function hasControlCharacters(text: string): boolean {
  for (const character of text) if (isControlCharacter(character)) return true;
  return false;
}

/** `text` without its control characters (tabs and line breaks stay). */
export function withoutControlCharacters(text: string): string {
  let kept = '';
  for (const character of text) if (!isControlCharacter(character)) kept += character;
  return kept;
}
