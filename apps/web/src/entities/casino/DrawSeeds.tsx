import { useTranslation } from 'react-i18next';

/** A provably fair draw's revealed server seed and its commitment (the hash shown before the draw). */
export function DrawSeeds({ serverSeed, serverSeedHash }: { readonly serverSeed: string | null; readonly serverSeedHash: string | null }) {
  const { t } = useTranslation('pages');
  return (
    <dl>
      <dt>{t('draws.serverSeed')}</dt>
      <dd>
        <code>{serverSeed}</code>
      </dd>
      <dt>{t('draws.serverSeedHash')}</dt>
      <dd>
        <code>{serverSeedHash}</code>
      </dd>
    </dl>
  );
}
