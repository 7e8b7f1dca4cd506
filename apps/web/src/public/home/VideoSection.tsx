import { AspectRatio, Box, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Band } from '../site/Band';

/**
 * The explainer video: a YouTube id set at build time (VITE_HOME_VIDEO_ID). The player loads from
 * youtube-nocookie.com only after the visitor presses play (no third-party request before then);
 * without an id the poster stays, showing how a rooftop system works.
 */
const VIDEO_ID = (import.meta.env.VITE_HOME_VIDEO_ID as string | undefined)?.trim() ?? '';
const VIDEO_TITLE = 'How rooftop solar works';

export function VideoSection() {
  const [playing, setPlaying] = useState(false);
  const valid = /^[A-Za-z0-9_-]{11}$/.test(VIDEO_ID);
  return (
    <Band labelledBy="video-title" py={{ base: 48, md: 72 }} size="md">
      <Stack gap="xs" align="center" ta="center" mb="lg">
        <Title id="video-title" order={2}>
          {VIDEO_TITLE}
        </Title>
        <Text c="dimmed" maw={560}>
          Sunlight on the panels makes DC power, the inverter turns it into AC for your home, and
          the net meter credits every unit you send to the grid.
        </Text>
      </Stack>
      <AspectRatio
        ratio={16 / 9}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {playing && valid ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`}
            title={VIDEO_TITLE}
            loading="lazy"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            style={{ border: 0 }}
          />
        ) : (
          <UnstyledButton
            onClick={() => setPlaying(true)}
            disabled={!valid}
            aria-label={valid ? `Play the video: ${VIDEO_TITLE}` : undefined}
            aria-hidden={valid ? undefined : true}
            tabIndex={valid ? 0 : -1}
            style={{ cursor: valid ? 'pointer' : 'default', position: 'relative' }}
          >
            <VideoPoster />
            {valid ? (
              <Box
                pos="absolute"
                top="50%"
                left="50%"
                style={{ transform: 'translate(-50%, -50%)' }}
                bg="rgba(0,0,0,0.55)"
                c="white"
                p="md"
                w={76}
                h={76}
                display="flex"
                ta="center"
              >
                <IconPlayerPlayFilled size={44} style={{ margin: 'auto' }} />
              </Box>
            ) : null}
          </UnstyledButton>
        )}
      </AspectRatio>
    </Band>
  );
}

/** Sun → panels → inverter → home → grid, drawn for the product. */
function VideoPoster() {
  const steps = [
    { x: 70, label: 'Sun' },
    { x: 230, label: 'Panels' },
    { x: 390, label: 'Inverter' },
    { x: 550, label: 'Home' },
  ];
  return (
    <svg
      viewBox="0 0 640 360"
      width="100%"
      height="100%"
      role="img"
      aria-label="Sunlight to panels to inverter to home and grid"
    >
      <defs>
        <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#024a36" />
          <stop offset="1" stopColor="#0b7d5d" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#poster-sky)" />
      <circle cx="70" cy="150" r="38" fill="#ffca28" />
      <g fill="#1d4f7a" stroke="#e6f7f2" strokeWidth="3">
        <polygon points="190,180 215,120 275,120 250,180" />
      </g>
      <rect x="360" y="118" width="60" height="66" rx="8" fill="#e6f7f2" />
      <path d="M380 150 q10 -14 20 0 t20 0" stroke="#0b7d5d" strokeWidth="4" fill="none" />
      <polygon points="510,150 550,115 590,150" fill="#ffca28" />
      <rect x="518" y="150" width="64" height="38" fill="#e6f7f2" />
      <g stroke="#ffe082" strokeWidth="4" strokeDasharray="10 8" fill="none">
        <line x1="115" y1="150" x2="180" y2="150" />
        <line x1="285" y1="150" x2="350" y2="150" />
        <line x1="430" y1="150" x2="500" y2="150" />
      </g>
      {steps.map((step) => (
        <text
          key={step.label}
          x={step.x}
          y="232"
          fill="#ffffff"
          fontSize="28"
          fontWeight="600"
          textAnchor="middle"
        >
          {step.label}
        </text>
      ))}
      <text x="320" y="300" fill="#cdeee4" fontSize="24" textAnchor="middle">
        DC → AC → your home → the grid
      </text>
    </svg>
  );
}
