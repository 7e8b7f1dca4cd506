import { Card, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { formatBytes, IMAGE_MAX_BYTES } from '@gst/domain';
import { useRef, useState } from 'react';
import { PickImageButton, RemoveImageButton } from './ImageButtons';
import { readImageFile } from './imageFile';

/**
 * An image stored as a data URL (shop logo, partner logo, signature): a preview, a picker that
 * takes PNG, JPEG or WebP up to 1 MB, and Remove. Refusals are shown under the field, the
 * server's too (over 16 megapixels, set by the Settings page from the refusal's field). A WebP
 * image is saved as PNG (shrunk if the PNG would be over 1 MB), because PDFs draw PNG and JPEG
 * only; the server stores every image at print size.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
  readOnly = false,
  maxSide,
}: {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string | null;
  readOnly?: boolean;
  /** Shrink the picture to at most this many pixels a side instead of refusing a big file. */
  maxSide?: number;
}) {
  const [pickError, setPickError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const shownError = pickError ?? error ?? null;

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const result = await readImageFile(file, label, { maxSide });
    if (result.ok) {
      setPickError(null);
      onChange(result.dataUrl);
    } else {
      setPickError(result.error);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={
        maxSide
          ? 'PNG, JPEG or WebP; large photos are shrunk'
          : `PNG, JPEG or WebP (saved as PNG), at most ${formatBytes(IMAGE_MAX_BYTES)} and 16 megapixels; stored at print size`
      }
      error={shownError}
    >
      <Card withBorder padding="sm" mt={4} radius="md">
        <Group gap="md" wrap="wrap" align="center">
          {value ? (
            <Image
              src={value}
              alt={`${label} preview`}
              h={72}
              w={160}
              fit="contain"
              radius="sm"
              bg="var(--mantine-color-default-hover)"
            />
          ) : (
            <Stack
              h={72}
              w={160}
              justify="center"
              align="center"
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Text size="xs" c="dimmed">
                No image
              </Text>
            </Stack>
          )}
          {readOnly ? null : (
            <Group gap="xs">
              <PickImageButton
                onPick={(file) => void pick(file)}
                resetRef={resetRef}
                icon={<IconPhotoUp size={16} />}
                aria-label={`Choose ${label}`}
              >
                {value ? 'Change' : 'Upload'}
              </PickImageButton>
              {value ? (
                <RemoveImageButton
                  onClick={() => {
                    setPickError(null);
                    onChange('');
                  }}
                  aria-label={`Remove ${label}`}
                />
              ) : null}
            </Group>
          )}
        </Group>
      </Card>
    </Input.Wrapper>
  );
}
