import { describe, expect, it } from 'vitest';
import { htmlDocument, htmlToContent, sanitiseHtml } from '../src/pdf/html';
import { decodeEntities } from '../src/pdf/html-parse';
import { renderInThread } from '../src/pdf/render';
import { flat, pdfText, PDFTOTEXT } from './pdf-text';

// The text checks read the PDF with poppler's pdftotext; on a machine without it (.ci/run
// installs it) they are skipped, never silently passed: SKIP_TEXT_REASON in ./pdf-text.
const textIt = PDFTOTEXT ? it : it.skip;

describe('print-dashboard HTML sanitiser', () => {
  it('keeps the documented subset and drops every attribute', () => {
    expect(
      sanitiseHtml(
        '<h1 class="x" onclick="alert(1)">Sales</h1><p style="color:red">Total <strong>₹10</strong> <em>now</em><br/>next</p>',
      ),
    ).toBe('<h1>Sales</h1><p>Total <strong>₹10</strong> <em>now</em><br>next</p>');
  });

  it('drops scripts, styles, frames, SVG and forms with their content', () => {
    const clean = sanitiseHtml(
      '<div>a<script>alert("x")</script><style>p{}</style><iframe src="https://evil.test">f</iframe>' +
        '<svg><a href="javascript:x">s</a></svg><form><button>b</button></form><noscript>n</noscript>b</div>',
    );
    expect(clean).toBe('<div>ab</div>');
  });

  it('unwraps unknown elements (links, images) and keeps no URL', () => {
    const clean = sanitiseHtml(
      '<p><a href="https://evil.test/x">Click</a> <img src="https://evil.test/i.png" onerror="x()"><font color=red>red</font></p>',
    );
    expect(clean).toBe('<p>Click red</p>');
    expect(clean).not.toMatch(/http|src|href|onerror/);
  });

  it('treats script text as raw text even when it looks like tags, and survives broken HTML', () => {
    expect(sanitiseHtml('<script>document.write("<p>x</p>")</script><p>ok')).toBe('<p>ok</p>');
    expect(sanitiseHtml('<p>1 < 2 and 3 > 2</p>')).toBe('<p>1 &#60; 2 and 3 &#62; 2</p>');
    expect(sanitiseHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitiseHtml('<!-- c --><!doctype html><b>x')).toBe('<b>x</b>');
    expect(sanitiseHtml('<script>never closed')).toBe('');
  });

  it('decodes the common character references only', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&#39;&#x20B9;&nbsp;&unknown;')).toBe(
      '&<>"\'₹\u00a0&unknown;',
    );
  });

  it('builds tables with padded rows and header rows from thead', () => {
    const [table] = htmlToContent(
      '<table><thead><tr><th>Invoice</th><th>Amount</th></tr></thead><tbody><tr><td>INV/1</td></tr></tbody></table>',
    );
    expect(table).toMatchObject({
      table: {
        headerRows: 1,
        widths: ['*', '*'],
        body: [
          [{ text: [{ text: 'Invoice', bold: true }] }, expect.anything()],
          [expect.anything(), ''],
        ],
      },
    });
  });

  it('survives very deep nesting without losing the text', () => {
    const deep = `${'<div>'.repeat(500)}deep text${'</div>'.repeat(500)}`;
    expect(JSON.stringify(htmlToContent(deep))).toContain('deep text');
  });
});

describe('print-dashboard PDF', () => {
  textIt('renders headings, paragraphs, lists and tables, never the scripts', async () => {
    const html = `<h2>Demo Solar Traders — Dashboard</h2>
      <p>Total Revenue: <strong>&#8377;1,23,456</strong></p>
      <ul><li>Mono PERC</li><li>Inverters</li></ul>
      <table><tr><th>Invoice No</th><th>Amount</th></tr><tr><td>INV/26-27/0001</td><td>₹1,51,250.00</td></tr></table>
      <script>secret()</script>`;
    const bytes = await renderInThread(htmlDocument(html, { title: 'Demo — Dashboard' }));
    const text = flat(pdfText(bytes));
    for (const s of [
      'Demo Solar Traders — Dashboard',
      'Total Revenue: ₹1,23,456',
      'Mono PERC',
      'Inverters',
      'INV/26-27/0001',
      '₹1,51,250.00',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('secret');
  });
});
