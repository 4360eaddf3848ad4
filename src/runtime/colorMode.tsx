// Light and dark mode. The themeClassic plugin's inline script sets <html data-theme> before first
// paint; this provider takes over after hydration. Server and first client render use the
// default mode, so hydration matches; the real mode is read in an effect.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext, useSiteConfig } from './context.tsx';
import { createStorageSlot, STORAGE_KEYS } from './storage.ts';

export type ColorMode = 'light' | 'dark';
/** What the reader chose: a mode, or 'system' (follow the OS) when nothing is stored. */
export type ColorModeChoice = ColorMode | 'system';

export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface ColorModeContextValue {
  colorMode: ColorMode;
  /** Sets and stores the mode; null forgets the stored choice (back to the default or the system preference). */
  setColorMode(mode: ColorMode | null): void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);
const themeSlot = createStorageSlot(STORAGE_KEYS.theme);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readChoice(config: ColorModeConfig): ColorModeChoice {
  // With the switch disabled a stale stored value would lock readers in a mode they cannot leave.
  const stored = config.disableSwitch ? null : themeSlot.get();
  if (stored === 'light' || stored === 'dark') return stored;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

function resolveChoice(choice: ColorModeChoice): ColorMode {
  if (choice !== 'system') return choice;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const { defaultMode = 'light', disableSwitch = false, respectPrefersColorScheme = false } = useSiteConfig().themeConfig.colorMode ?? {};
  const config = useMemo<ColorModeConfig>(() => ({ defaultMode, disableSwitch, respectPrefersColorScheme }), [defaultMode, disableSwitch, respectPrefersColorScheme]);
  const [colorMode, setMode] = useState<ColorMode>(defaultMode);

  // Writes the attributes here rather than in an effect mirroring state: an effect would first
  // write the default mode on mount, and the reader would see it for a frame.
  const apply = useCallback((choice: ColorModeChoice) => {
    const mode = resolveChoice(choice);
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('data-theme-choice', choice);
    setMode(mode);
  }, []);

  useEffect(() => {
    const sync = () => apply(readChoice(config));
    sync();
    const media = window.matchMedia(DARK_QUERY);
    const onSystemChange = () => readChoice(config) === 'system' && sync();
    media.addEventListener('change', onSystemChange);
    const unlisten = themeSlot.listen(sync);
    return () => {
      media.removeEventListener('change', onSystemChange);
      unlisten();
    };
  }, [config, apply]);

  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      if (mode === null) themeSlot.del();
      else themeSlot.set(mode);
      apply(mode ?? readChoice(config));
    },
    [config, apply],
  );

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and its setter; throws outside <ColorModeProvider>. */
export function useColorMode(): ColorModeContextValue {
  return useRequiredContext(ColorModeContext, 'useColorMode', 'ColorModeProvider');
}
