import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../billing/types';
import {
  emptyInvoiceLine,
  invoiceErrors,
  invoiceValuesFromDetail,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormValues,
} from './invoiceForm';
import {
  distanceOf,
  ewayBillHint,
  partBGaps,
  TRANSPORT_DEFAULTS,
  transportErrors,
  transportInput,
  type TransportValues,
} from './transport';

const transport = (patch: Partial<TransportValues> = {}): TransportValues => ({
  ...TRANSPORT_DEFAULTS,
  ...patch,
});

function filled(patch: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...newInvoiceValues('2026-11-21', ''),
    billToId: '22222222-2222-4222-8222-222222222222',
    placeOfSupply: '24',
    lines: [
      {
        ...emptyInvoiceLine(),
        productId: '11111111-1111-4111-8111-111111111111',
        quantity: 4,
        price: 15000,
      },
    ],
    ...patch,
  };
}

describe('transport fields (e-way bill Part B)', () => {
  it('start empty, by road', () => {
    expect(newInvoiceValues('2026-11-21', '')).toMatchObject({
      transportMode: 'Road',
      vehicleNumber: '',
      transportDistanceKm: '',
      transporterId: '',
      transporterName: '',
    });
  });

  it('take whole km from 0 to 4000, as the server does', () => {
    expect(transportErrors(transport({ transportDistanceKm: '' }))).toEqual({});
    expect(transportErrors(transport({ transportDistanceKm: 0 }))).toEqual({});
    expect(transportErrors(transport({ transportDistanceKm: 4000 }))).toEqual({});
    for (const km of [-1, 4001, 12.5, 'twelve']) {
      expect(transportErrors(transport({ transportDistanceKm: km }))).toEqual({
        transportDistanceKm: 'Distance must be whole km from 0 to 4000',
      });
    }
  });

  it("take the transporter's 15-character GSTIN or TRANSIN, in any case", () => {
    expect(transportErrors(transport({ transporterId: '19aahfs5678q1z1' }))).toEqual({});
    expect(transportErrors(transport({ transporterId: '88AABCT1234A1ZX' }))).toEqual({});
    for (const id of ['19AAHFS5678Q1Z', 'AB123456789012C', '19AAHFS5678Q1Z1X', '19AAHFS5678Q1Z-']) {
      expect(transportErrors(transport({ transporterId: id }))).toEqual({
        transporterId: "Enter the transporter's 15-character GSTIN or TRANSIN",
      });
    }
    expect(transportErrors(transport({ transporterName: 'x'.repeat(101) }))).toEqual({
      transporterName: 'At most 100 characters',
    });
  });

  it('block the save with the rest of the form', () => {
    const errors = invoiceErrors(filled({ transportDistanceKm: 5000, transporterId: 'x' }));
    expect(errors).toMatchObject({
      transportDistanceKm: expect.any(String),
      transporterId: expect.any(String),
    });
    expect(invoiceErrors(filled({ transportDistanceKm: 1650 }))).toEqual({});
  });

  it('go into the create/update body: null km when blank, the id in capitals', () => {
    expect(distanceOf('')).toBeNull();
    expect(distanceOf(' ')).toBeNull();
    expect(distanceOf(0)).toBe(0);
    expect(
      transportInput(
        transport({
          transportMode: ' ',
          vehicleNumber: ' wb 2 ab 123 ',
          transportDistanceKm: 1650,
          transporterId: ' 19aahfs5678q1z1 ',
          transporterName: ' Speedy Logistics ',
        }),
      ),
    ).toEqual({
      transportMode: 'Road',
      vehicleNumber: 'wb 2 ab 123',
      transportDistanceKm: 1650,
      transporterId: '19AAHFS5678Q1Z1',
      transporterName: 'Speedy Logistics',
    });
    expect(toInvoiceInput(filled({ transportDistanceKm: 12 }))).toMatchObject({
      transportMode: 'Road',
      transportDistanceKm: 12,
      transporterId: '',
      transporterName: '',
    });
    expect(toInvoiceInput(filled())).toMatchObject({ transportDistanceKm: null });
  });

  it('come back from a saved invoice (an old one without them too)', () => {
    const detail = {
      invoiceNumber: 'INV/26-27/0009',
      invoiceDate: '2026-11-21',
      dueDate: '2026-11-28',
      dateOfSupply: null,
      transportMode: 'Road',
      vehicleNumber: 'WB02AB0123',
      transportDistanceKm: 1650,
      transporterId: '19AAHFS5678Q1Z1',
      transporterName: 'Speedy Logistics',
      placeOfSupply: 24,
      billToId: 'c',
      billTo: null,
      shipToId: null,
      shipTo: null,
      customerName: 'Patel Textiles',
      termsAndConditions: '',
      deliveryAddress: null,
      lines: [],
    } as unknown as InvoiceDetail;
    expect(invoiceValuesFromDetail(detail)).toMatchObject({
      vehicleNumber: 'WB02AB0123',
      transportDistanceKm: 1650,
      transporterId: '19AAHFS5678Q1Z1',
      transporterName: 'Speedy Logistics',
    });
    const old = { ...detail, transportDistanceKm: null } as unknown as InvoiceDetail;
    expect(invoiceValuesFromDetail(old).transportDistanceKm).toBe('');
  });
});

describe('the e-way bill hint', () => {
  it('shows only above ₹50,000', () => {
    expect(ewayBillHint('50000.00', transport())).toBeNull();
    expect(ewayBillHint(null, transport())).toBeNull();
    expect(ewayBillHint('63000.00', transport())).not.toBeNull();
  });

  it('names what of Part B is missing', () => {
    expect(partBGaps(transport())).toEqual([
      'the vehicle number, or a transporter',
      'the distance',
    ]);
    expect(ewayBillHint('63000.00', transport())).toEqual({
      complete: false,
      text: 'The goods on this invoice are worth ₹63,000.00, above ₹50,000: moving the goods needs an e-way bill. Fill Part B: the vehicle number, or a transporter, and the distance (in km by road; 0 lets the portal work it out from the PIN codes).',
    });
    expect(ewayBillHint(63000, transport({ vehicleNumber: 'WB02AB0123' }))?.text).toMatch(
      /Fill Part B: the distance \(in km/,
    );
    expect(ewayBillHint(63000, transport({ transportDistanceKm: 0 }))?.text).toMatch(
      /Fill Part B: the vehicle number, or a transporter\.$/,
    );
  });

  it('says when Part B is filled, by a vehicle or by a transporter', () => {
    const byVehicle = transport({ vehicleNumber: 'wb 2 ab 123', transportDistanceKm: 12 });
    const byTransporter = transport({ transporterId: '19AAHFS5678Q1Z1', transportDistanceKm: 0 });
    expect(ewayBillHint(63000, byVehicle)?.complete).toBe(true);
    expect(ewayBillHint(63000, byTransporter)).toEqual({
      complete: true,
      text: 'The goods on this invoice are worth ₹63,000.00, above ₹50,000: moving the goods needs an e-way bill. Part B is filled: vehicle or transporter, and distance.',
    });
  });
});
