import {
  Avatar,
  Checkbox,
  CloseButton,
  FileInput,
  Group,
  Input,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PAGE_KEYS,
  formatBytes,
  validateImageDataUrl,
  type PageKey,
} from '@gst/domain';
import { ADMIN_MENU } from '../../admin/menu';
import { readAsDataUrl } from '../../admin/pages/settings/imageFile';
import type { TenantFormValues } from './tenantForm';

const PAGE_LABELS: Record<PageKey, string> = Object.fromEntries(
  ADMIN_MENU.map((item) => [item.page, item.label]),
) as Record<PageKey, string>;

/** The owner superadmin created with the tenant: login, photo and back-office pages. */
export function OwnerFields({ form }: { form: UseFormReturnType<TenantFormValues> }) {
  const [file, setFile] = useState<File | null>(null);
  const pages = form.values.ownerPages;
  const isAll = pages.length === PAGE_KEYS.length;

  const pickImage = async (picked: File | null) => {
    setFile(picked);
    form.clearFieldError('ownerImage');
    if (!picked) {
      form.setFieldValue('ownerImage', '');
      return;
    }
    if (picked.size > IMAGE_MAX_BYTES) {
      form.setFieldValue('ownerImage', '');
      form.setFieldError(
        'ownerImage',
        `The image is ${formatBytes(picked.size)}; the limit is ${formatBytes(IMAGE_MAX_BYTES)}`,
      );
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(picked);
      const check = validateImageDataUrl(dataUrl);
      if (!check.ok) {
        form.setFieldValue('ownerImage', '');
        form.setFieldError('ownerImage', `Image: ${check.error}`);
        return;
      }
      form.setFieldValue('ownerImage', dataUrl);
    } catch (error) {
      form.setFieldError('ownerImage', error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Owner name"
          placeholder="Full name"
          required
          {...form.getInputProps('ownerName')}
        />
        <TextInput
          label="Owner login email"
          type="email"
          placeholder="owner@example.com"
          description="The owner signs in to the shop’s back-office with this"
          required
          autoComplete="off"
          {...form.getInputProps('ownerUserEmail')}
        />
        <PasswordInput
          label="Owner password"
          description="At least 8 characters"
          required
          autoComplete="new-password"
          {...form.getInputProps('ownerPassword')}
        />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Avatar
            src={form.values.ownerImage || null}
            name={form.values.ownerName || undefined}
            color="initials"
            size={42}
            radius="xl"
            alt=""
          />
          <FileInput
            label="Owner photo"
            description={`PNG, JPEG or WebP, up to ${formatBytes(IMAGE_MAX_BYTES)}`}
            placeholder="Choose an image"
            accept={IMAGE_MIME_TYPES.join(',')}
            leftSection={<IconPhoto size={16} />}
            // A reset form (drawer closed) forgets the chosen file too.
            value={form.values.ownerImage ? file : null}
            onChange={(picked) => void pickImage(picked)}
            error={form.errors.ownerImage}
            rightSection={
              form.values.ownerImage ? (
                <CloseButton
                  size="sm"
                  aria-label="Remove photo"
                  onClick={() => void pickImage(null)}
                />
              ) : null
            }
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
      </SimpleGrid>
      <Input.Wrapper
        label="Back-office pages"
        description="Every page is ticked for a new owner; the owner is a Super Admin either way"
        error={form.errors.ownerPages ?? (pages.length === 0 ? 'Choose at least one page' : null)}
      >
        <Stack gap="xs" mt="xs">
          <Checkbox
            label="All pages"
            checked={isAll}
            indeterminate={!isAll && pages.length > 0}
            onChange={() => form.setFieldValue('ownerPages', isAll ? [] : [...PAGE_KEYS])}
          />
          <Checkbox.Group
            value={pages}
            onChange={(value) =>
              form.setFieldValue(
                'ownerPages',
                PAGE_KEYS.filter((page) => value.includes(page)),
              )
            }
            aria-label="Back-office pages"
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" pl="md">
              {PAGE_KEYS.map((page) => (
                <Checkbox key={page} value={page} label={PAGE_LABELS[page]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
