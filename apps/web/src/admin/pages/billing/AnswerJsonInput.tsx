/** The portal's answer pasted as text, or read from its uploaded .json file into the same box. */
import { FileInput, Stack, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MAX_ANSWER_FILE_BYTES } from './edocs';

export function AnswerJsonInput({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const readFile = async (picked: File | null) => {
    setFile(picked);
    setFileError(null);
    if (!picked) return;
    if (picked.size > MAX_ANSWER_FILE_BYTES) {
      setFileError('The file is larger than 1 MB: it is not the portal’s answer');
      return;
    }
    try {
      onChange(await picked.text());
    } catch {
      setFileError('The file could not be read');
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={5}
        maxRows={12}
        spellCheck={false}
        data-autofocus
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
      <FileInput
        label="Or upload the .json file"
        placeholder="Choose the file the portal gave"
        accept=".json,application/json,text/plain"
        leftSection={<IconFileUpload size={16} />}
        clearable
        value={file}
        onChange={(picked) => void readFile(picked)}
        error={fileError}
      />
    </Stack>
  );
}
