import { eq } from 'drizzle-orm';
import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_TEMPLATE_KINDS,
  templateFor,
  type MailTemplateKind,
  type MailTemplateText,
  type TMailSettingsInput,
} from '@gst/domain/contracts';
import type { Tx } from '@gst/db/client';
import { mailSettings } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { decryptSecret, encryptSecret, requireSecretKey } from '../../infra/secrets';
import type { ServiceCtx } from '../context';
import type { MailDeps } from './mail.deps';

/**
 * The shop's mail settings (issue 34): one row (id 1) once saved; before that, the defaults
 * (no SMTP host: mail goes to the local outbox). The SMTP password is stored encrypted with the
 * server key (purpose 'mail-password'), never answered (`passwordSet` says whether there is one)
 * and never logged or audited.
 */
type Row = typeof mailSettings.$inferSelect;

export type MailSettingsView = Omit<Row, 'passwordEncrypted' | 'templates' | 'id'> & {
  passwordSet: boolean;
  /** Every kind's template: the shop's own, or the default where it has none. */
  templates: Record<MailTemplateKind, MailTemplateText>;
  defaultTemplates: Record<MailTemplateKind, MailTemplateText>;
  /** False: no SMTP host, mail goes to the local outbox. */
  smtpConfigured: boolean;
};

const DEFAULT_ROW: Row = {
  id: 1,
  host: '',
  port: 587,
  security: 'starttls',
  username: '',
  passwordEncrypted: null,
  fromName: '',
  fromAddress: '',
  replyTo: '',
  templates: {},
  remindersEnabled: false,
  reminderOffsets: [-3, 0, 7, 15],
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

/** The stored row, or the defaults when the shop has saved none. */
export async function mailSettingsRow(tx: Tx): Promise<Row> {
  const [row] = await tx.select().from(mailSettings).where(eq(mailSettings.id, 1));
  return row ?? DEFAULT_ROW;
}

export function allTemplates(
  row: Pick<Row, 'templates'>,
): Record<MailTemplateKind, MailTemplateText> {
  return Object.fromEntries(
    MAIL_TEMPLATE_KINDS.map((kind) => [kind, templateFor(row.templates, kind)]),
  ) as Record<MailTemplateKind, MailTemplateText>;
}

export function settingsView(row: Row): MailSettingsView {
  const { passwordEncrypted, templates, id, ...rest } = row;
  void id;
  return {
    ...rest,
    passwordSet: passwordEncrypted !== null,
    templates: allTemplates({ templates }),
    defaultTemplates: DEFAULT_MAIL_TEMPLATES,
    smtpConfigured: row.host !== '',
  };
}

export async function getMailSettings(ctx: Pick<ServiceCtx, 'tx'>): Promise<MailSettingsView> {
  return settingsView(await mailSettingsRow(ctx.tx));
}

/** Only the templates that differ from the default are stored (a later default change applies). */
function ownTemplates(input: TMailSettingsInput['templates']) {
  const own: Partial<Record<MailTemplateKind, MailTemplateText>> = {};
  for (const kind of MAIL_TEMPLATE_KINDS) {
    const t = input[kind];
    if (!t) continue;
    const fallback = DEFAULT_MAIL_TEMPLATES[kind];
    if (t.subject === fallback.subject && t.body === fallback.body) continue;
    if (!t.subject.trim() && !t.body.trim()) continue;
    own[kind] = t;
  }
  return own;
}

/** Saves the settings; an empty password keeps the stored one, `clearPassword` removes it. */
export async function saveMailSettings(
  ctx: ServiceCtx,
  deps: Pick<MailDeps, 'config'>,
  input: TMailSettingsInput,
): Promise<MailSettingsView> {
  const before = await mailSettingsRow(ctx.tx);
  const passwordEncrypted = input.clearPassword
    ? null
    : input.password !== ''
      ? encryptSecret(requireSecretKey(deps.config.secretKey), 'mail-password', input.password)
      : before.passwordEncrypted;
  const values = {
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    passwordEncrypted,
    fromName: input.fromName,
    fromAddress: input.fromAddress,
    replyTo: input.replyTo,
    templates: ownTemplates(input.templates),
    remindersEnabled: input.remindersEnabled,
    reminderOffsets: input.reminderOffsets,
    updatedAt: new Date(),
  };
  const [row] = await ctx.tx
    .insert(mailSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: mailSettings.id, set: values })
    .returning();
  const after = settingsView(row ?? { ...before, ...values });
  const { defaultTemplates: _d, ...afterAudit } = after;
  const { defaultTemplates: _b, ...beforeAudit } = settingsView(before);
  void _d;
  void _b;
  await auditChange(ctx.tx, ctx.actor, 'mail.settings', 'mail', null, {
    before: beforeAudit,
    after: {
      ...afterAudit,
      passwordChanged: input.clearPassword || input.password !== '',
    },
  });
  return after;
}

/** What the transport needs: host, port, security, and the decrypted password (never logged). */
export type SmtpSettings = {
  host: string;
  port: number;
  security: Row['security'];
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
  replyTo: string;
};

export function smtpSettingsOf(row: Row, secretKey: Uint8Array | null): SmtpSettings {
  const password = row.passwordEncrypted
    ? decryptSecret(requireSecretKey(secretKey), 'mail-password', row.passwordEncrypted)
    : '';
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    replyTo: row.replyTo,
  };
}
