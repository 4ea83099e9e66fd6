/**
 * Formats a phone input as it is typed ("+38 (067) 123-45-67") and keeps the caret among the
 * same digits, so editing in the middle works; deleting a bracket or dash deletes the digit
 * beside it, otherwise the format would put it straight back and the caret would seem stuck.
 */
import type { FormEvent } from 'react';
import { caretAfterFormatting, digitCount, formatPhoneTyped } from '../../../domain/forms/phone';

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Call from the input's onChange before handing the event on: it rewrites the input's value in place. */
export function formatPhoneInput(event: FormEvent<HTMLInputElement>, previous: string): void {
  const el = event.currentTarget;
  let value = el.value;
  let caret = el.selectionStart ?? value.length;
  const inputType = (event.nativeEvent as InputEvent).inputType;
  if (digitCount(value) === digitCount(previous) && value.length < previous.length) {
    if (inputType === 'deleteContentBackward') {
      let i = caret - 1;
      while (i >= 0 && !isDigit(value[i])) i--;
      if (i >= 0) {
        value = value.slice(0, i) + value.slice(i + 1);
        caret = i;
      }
    } else if (inputType === 'deleteContentForward') {
      let i = caret;
      while (i < value.length && !isDigit(value[i])) i++;
      if (i < value.length) value = value.slice(0, i) + value.slice(i + 1);
    }
  }
  const after = digitCount(value.slice(caret));
  const formatted = formatPhoneTyped(value);
  if (formatted === el.value && caret === el.selectionStart) return;
  el.value = formatted;
  // A caret moved by the program while the field is not focused would steal focus in some browsers.
  if (document.activeElement === el) {
    const at = formatted === value ? caret : caretAfterFormatting(formatted, after);
    el.setSelectionRange(at, at);
  }
}
