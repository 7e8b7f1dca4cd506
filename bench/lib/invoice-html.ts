/**
 * The bench's HTML twin of the pdfmake tax invoice (packages/documents/src/pdf/invoice.ts): same
 * data, same sections (letterhead with logos, meta and parties box, items with CGST/SGST, HSN
 * summary, totals, amount in words, bank, terms, signature, page footer), for Chromium to print.
 */
import {
  amountInWords,
  formatDate,
  formatIndianNumber,
  formatINR,
  stateName,
} from '../../packages/domain/src/index';
import type { InvoiceData } from '../../packages/documents/src/pdf/types';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const amt = (v: string) => formatIndianNumber(v, { decimals: 2 });
const state = (code: number | null) =>
  code === null ? '' : `${stateName(code) ?? ''} (${String(code).padStart(2, '0')})`;
const half = (tax: string) => {
  const paise = Math.round(Number(tax) * 100);
  const first = Math.round(paise / 2);
  return [(first / 100).toFixed(2), ((paise - first) / 100).toFixed(2)] as const;
};

/**
 * The whole document: one copy of the invoice per label in `copies` (Original, Duplicate,
 * Triplicate), each from a new page, as the pdfmake invoice prints them.
 */
export function invoiceHtml(d: InvoiceData): string {
  const labels = d.copies.length ? d.copies : [''];
  const copies = labels
    .map(
      (label, index) =>
        `<section${index ? ' style="break-before:page"' : ''}>${invoiceCopy(d, label)}</section>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${copies}</body></html>`;
}

const STYLE = `
  @page { size: A4; margin: 11mm 10mm 14mm; }
  body { font-family: Roboto, 'DejaVu Sans', sans-serif; font-size: 8pt; color: #1f2933; margin: 0; }
  table { border-collapse: collapse; width: 100%; } td, th { padding: 2.5pt 3pt; vertical-align: top; }
  .items th { background: #eef2f5; font-size: 7pt; border: .6pt solid #9aa5b1; }
  .items td { border: .4pt solid #d5dbe1; font-size: 7.5pt; } .items thead { display: table-header-group; }
  .items tr { break-inside: avoid; } .n { text-align: right; } .m { font-size: 6.5pt; color: #52606d; }
  .band { background: #0b5d4b; color: #fff; font-size: 12.5pt; font-weight: bold; padding: 3pt 5pt; margin: 6pt 0; }
  .box { border: .6pt solid #9aa5b1; padding: 5pt; display: grid; grid-template-columns: 1fr 1fr; gap: 4pt 12pt; }
  .h { font-size: 7pt; font-weight: bold; color: #0b5d4b; letter-spacing: .6pt; }
  .head { display: flex; align-items: center; justify-content: space-between; text-align: center; }
  .grand { font-size: 11pt; font-weight: bold; color: #0b5d4b; }`;

function invoiceCopy(d: InvoiceData, label: string): string {
  const img = (url: string, h: number) => (url ? `<img src="${url}" style="height:${h}px">` : '');
  const lines = d.lines
    .map((l, i) => {
      const [c, s] = half(l.taxAmount);
      const total = (Number(l.taxableValue) + Number(l.taxAmount)).toFixed(2);
      const r = Number(l.gstRate) / 2;
      return `<tr><td>${i + 1}</td><td><b>${esc(l.label)}</b><div class="m">${esc(l.description)}</div>
        ${l.serials.length ? `<div class="m">S/N: ${esc(l.serials.join(', '))}</div>` : ''}</td>
        <td>${esc(l.hsnCode)}</td><td class="n">${Number(l.quantity)}<div class="m">${esc(l.unit)}</div></td>
        <td class="n">${amt(l.rate)}</td><td class="n">${amt(l.taxableValue)}</td>
        <td class="n">${amt(c)}<div class="m">@ ${r}%</div></td><td class="n">${amt(s)}<div class="m">@ ${r}%</div></td>
        <td class="n"><b>${amt(total)}</b></td></tr>`;
    })
    .join('');
  const hsn = new Map<string, { taxable: number; tax: number; rate: string }>();
  for (const l of d.lines) {
    const row = hsn.get(l.hsnCode + l.gstRate) ?? { taxable: 0, tax: 0, rate: l.gstRate };
    row.taxable += Number(l.taxableValue);
    row.tax += Number(l.taxAmount);
    hsn.set(l.hsnCode + l.gstRate, row);
  }
  const hsnRows = [...hsn.entries()]
    .map(([k, v]) => {
      const [c, s] = half(v.tax.toFixed(2));
      return `<tr><td>${esc(k.slice(0, 8))}</td><td class="n">${amt(v.taxable.toFixed(2))}</td><td>${Number(v.rate) / 2}%</td><td class="n">${amt(c)}</td><td>${Number(v.rate) / 2}%</td><td class="n">${amt(s)}</td><td class="n">${amt(v.tax.toFixed(2))}</td></tr>`;
    })
    .join('');
  const t = d.totals;
  const party = (title: string, p: InvoiceData['billTo']) =>
    `<div><div class="h">${title}</div><b>${esc(p.name)}</b><div>${esc(p.address)}</div>
     <div>GSTIN: <b>${esc(p.gstin)}</b></div><div>State: ${state(p.stateCode)}</div></div>`;
  return `
  <div style="text-align:center;font-size:7.5pt;color:#52606d">${esc(d.shop.topText)}</div>
  <div class="head">${img(d.shop.images.shopLogo, 52)}<div><div style="font-size:17pt;font-weight:bold;color:#0b5d4b">${esc(d.shop.name)}</div>
  <div>${esc(d.shop.address)}</div><div>Ph: ${esc(d.shop.mobileNumber)} | ${esc(d.shop.email)} | ${esc(d.shop.website)}</div>
  <div>GSTIN: <b>${esc(d.shop.gstin)}</b> State: ${state(d.shop.stateCode)}</div></div>${img(d.shop.images.partnerLogo, 52)}</div>
  <div class="band">TAX INVOICE <span style="float:right;font-size:7pt;font-weight:normal">${esc(label)}</span></div>
  <div class="box"><div>Invoice No.: <b>${esc(d.invoiceNumber)}</b><br>Invoice Date: <b>${formatDate(d.invoiceDate)}</b><br>
  Due Date: ${formatDate(d.dueDate)}</div><div>Place of Supply: <b>${state(d.placeOfSupply)}</b><br>Tax payable on reverse charge: No<br>
  Transport Mode: ${esc(d.transportMode)}<br>Vehicle No.: ${esc(d.vehicleNumber)}</div>
  ${party('BILL TO (RECIPIENT)', d.billTo)}<div><div class="h">SHIP TO</div><i>Same as the recipient</i></div></div>
  <table class="items" style="margin-top:6pt"><thead><tr><th>#</th><th>Description of Goods</th><th>HSN/SAC</th><th>Qty</th><th>Rate (₹)</th>
  <th>Taxable Value (₹)</th><th>CGST (₹)</th><th>SGST (₹)</th><th>Amount (₹)</th></tr></thead><tbody>${lines}
  <tr><td></td><td class="n"><b>Total</b></td><td></td><td></td><td></td><td class="n"><b>${amt(t.taxableAmount)}</b></td>
  <td class="n"><b>${amt(t.cgst)}</b></td><td class="n"><b>${amt(t.sgst)}</b></td><td class="n"><b>${amt(t.total)}</b></td></tr></tbody></table>
  <div style="display:flex;gap:14pt;margin-top:8pt"><div style="flex:1"><div class="h">HSN Summary</div><table class="items"><thead><tr>
  <th>HSN/SAC</th><th>Taxable (₹)</th><th>CGST Rate</th><th>CGST (₹)</th><th>SGST Rate</th><th>SGST (₹)</th><th>Total Tax (₹)</th></tr></thead>
  <tbody>${hsnRows}</tbody></table></div><table style="width:190pt"><tr><td class="n">Taxable Amount</td><td class="n">${formatINR(t.taxableAmount)}</td></tr>
  <tr><td class="n">CGST</td><td class="n">${formatINR(t.cgst)}</td></tr><tr><td class="n">SGST</td><td class="n">${formatINR(t.sgst)}</td></tr>
  <tr><td class="n grand">Grand Total</td><td class="n grand">${formatINR(t.total)}</td></tr></table></div>
  <div style="border:.6pt solid #9aa5b1;background:#eef4f2;padding:5pt;margin:6pt 0">Amount Chargeable (in words): <b>${esc(amountInWords(t.total))}</b></div>
  <div style="display:flex;justify-content:space-between"><div><div class="h">Bank Details</div>Bank: ${esc(d.shop.bank.bankName)}<br>
  A/c No.: <b>${esc(d.shop.bank.accountNumber)}</b><br>IFSC: ${esc(d.shop.bank.ifscCode)}<br>Branch: ${esc(d.shop.bank.branch)}
  <div class="h" style="margin-top:4pt">Terms &amp; Conditions</div><ol style="margin:0;padding-left:12pt">${d.terms
    .split('\n')
    .map((x) => `<li>${esc(x)}</li>`)
    .join('')}</ol></div>
  <div style="text-align:right"><b>For ${esc(d.shop.name)}</b><br>${img(d.shop.images.signature, 46)}<br><span class="m">Authorised Signatory</span></div></div>`;
}
