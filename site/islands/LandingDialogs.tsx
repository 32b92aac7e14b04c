import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ExampleProfile } from '../lib/landing/examples';
import { ExamplesModal } from './landing/ExamplesModal';
import { TutorialDialog } from './landing/TutorialDialog';
import { $settings } from '../stores/settings';

/**
 * The two dialogs behind the 'ejemplos' cards (spec §2). The cards are static HTML marked
 * `data-landing-dialog="examples" | "tutorial"`; this island listens for their clicks, so the section
 * itself ships no JavaScript. Without JavaScript the tutorial card is a plain link to the video.
 */
type Props = { profiles: ExampleProfile[]; tutorialUrl: string };
type Which = 'examples' | 'tutorial';

const isWhich = (value: string | undefined): value is Which => value === 'examples' || value === 'tutorial';

export default function LandingDialogs({ profiles, tutorialUrl }: Props) {
  const [open, setOpen] = useState<Which | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-landing-dialog]') : null;
      const which = trigger?.dataset.landingDialog;
      if (!isWhich(which)) return;
      event.preventDefault();
      setOpen(which);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // The page's examples, until the settings an open tab keeps refreshing (every 30 s) bring newer ones.
  const settings = useStore($settings);
  const examples = (settings.status === 'ready' && settings.values.examples_section?.memorial_profiles) || profiles;

  const close = () => setOpen(null);
  return (
    <>
      <ExamplesModal open={open === 'examples'} onClose={close} profiles={examples} />
      <TutorialDialog open={open === 'tutorial'} onClose={close} url={tutorialUrl} />
    </>
  );
}
