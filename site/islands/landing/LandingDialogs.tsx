import { useStore } from '@nanostores/react';
import type { ExampleProfile } from '../../lib/landing/examples';
import { ExamplesModal } from './ExamplesModal';
import { TutorialDialog } from './TutorialDialog';
import { $landingDialog } from '../../stores/landing-dialog';
import { $settings } from '../../stores/settings';
import { useHydrated } from '../ui/useHydrated';

/**
 * The two dialogs behind the 'ejemplos' cards (product §1.2), opened through $landingDialog by the cards' click
 * listener (scripts/landing-dialogs.ts), so the section itself ships no framework code. Without a tutorial
 * video (settings tutorial_video) there is no tutorial card, and so no tutorial dialog.
 */
type Props = { profiles: ExampleProfile[]; tutorialUrl: string | null };

export default function LandingDialogs({ profiles, tutorialUrl }: Props) {
  const wanted = useStore($landingDialog);
  // The server rendered both closed; a card tapped before hydration opens its dialog right after.
  const open = useHydrated() ? wanted : null;

  // The page's examples, until the settings an open tab keeps refreshing (every 30 s) bring newer ones.
  const settings = useStore($settings);
  const examples = (settings.status === 'ready' && settings.values.examples_section?.memorial_profiles) || profiles;

  const close = () => $landingDialog.set(null);
  return (
    <>
      <ExamplesModal open={open === 'examples'} onClose={close} profiles={examples} />
      {tutorialUrl && <TutorialDialog open={open === 'tutorial'} onClose={close} url={tutorialUrl} />}
    </>
  );
}
