// Two hot paths of pdfmake and pdfkit done with less work, same results (issue 20).
//
// 1. Style lookups. pdfmake resolves every style property of every text run (font, size, bold,
//    colour, line height, … about twenty) by walking the stack of enclosing nodes and named
//    styles, and for each named style on the way it made a new closure and a new Set. That was
//    the largest single item left in a profile of a 60-line invoice (17 % of the CPU, much of
//    it garbage collection). `getProperty` below walks the same stack in the same order and
//    returns the same value; it allocates only when a named style `extends` another.
// 2. Page content. pdfkit turns each drawing operator (a move, a line, a colour, a text show)
//    into its own Buffer as it is written: thousands of small Buffers per page, joined and
//    deflated at the end. Here the text of consecutive operators is kept as strings and turned
//    into one Buffer when the stream ends (or before any binary chunk): the same bytes, in the
//    same order.
import { installed, shortcutsOn } from './shortcuts.mjs';

const isValue = (value) => value !== undefined && value !== null;
const isString = (value) => typeof value === 'string' || value instanceof String;

/**
 * A named style's value for a property, following `extends` (last parent first) as pdfmake
 * does, with a cycle guard: `visited` is made only when a style has parents.
 */
function styleValue(dictionary, name, property, visited) {
  if (visited) {
    if (visited.has(name)) return undefined;
    visited.add(name);
  }
  const style = dictionary[name];
  if (!style) return undefined;
  const own = style[property];
  if (isValue(own)) return own;
  if (style.extends) {
    const seen = visited ?? new Set([name]);
    const parents = Array.isArray(style.extends) ? style.extends : [style.extends];
    for (let i = parents.length - 1; i >= 0; i--) {
      const value = styleValue(dictionary, parents[i], property, seen);
      if (isValue(value)) return value;
    }
  }
  return undefined;
}

function leanStyleLookups(StyleContextStack) {
  const proto = StyleContextStack?.prototype;
  if (typeof proto?.getProperty !== 'function') return;
  const probe = new StyleContextStack({}, {});
  if (!Array.isArray(probe.styleOverrides) || !('defaultStyle' in probe)) return;
  const original = proto.getProperty;
  proto.getProperty = function getPropertyLean(property) {
    if (!shortcutsOn()) return original.call(this, property);
    const overrides = this.styleOverrides;
    if (overrides) {
      for (let i = overrides.length - 1; i >= 0; i--) {
        const item = overrides[i];
        if (isString(item)) {
          const value = styleValue(this.styleDictionary, item, property, undefined);
          if (isValue(value)) return value;
        } else if (isValue(item[property])) {
          return item[property];
        }
      }
    }
    return this.defaultStyle && this.defaultStyle[property];
  };
  installed.styleLookups = true;
}

function batchedContentWrites(PDFReference) {
  const proto = PDFReference?.prototype;
  if (typeof proto?.write !== 'function' || typeof proto.finalize !== 'function') return;
  const { write, finalize } = proto;
  /** Writes the strings kept so far as pdfkit would have: each followed by a newline. */
  const flush = (ref) => {
    const pending = ref._pendingText;
    if (!pending?.length) return;
    ref._pendingText = undefined;
    write.call(ref, Buffer.from(`${pending.join('\n')}\n`, 'binary'));
  };
  proto.write = function writeBatched(chunk) {
    if (shortcutsOn() && typeof chunk === 'string') {
      (this._pendingText ??= []).push(chunk);
      return;
    }
    flush(this);
    return write.call(this, chunk);
  };
  proto.finalize = function finalizeBatched() {
    flush(this);
    return finalize.call(this);
  };
  installed.contentStreams = true;
}

/**
 * Installs both on this thread. `fromPdfmake` requires from inside pdfmake; `probe` is a
 * pdfkit document, which hands over the reference class pdfkit writes streams with.
 */
export function leanPaths(fromPdfmake, probe) {
  let StyleContextStack;
  try {
    StyleContextStack = fromPdfmake('./StyleContextStack').default;
  } catch {
    StyleContextStack = undefined;
  }
  leanStyleLookups(StyleContextStack);
  batchedContentWrites(Object.getPrototypeOf(probe.ref()).constructor);
}
