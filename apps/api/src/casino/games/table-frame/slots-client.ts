import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { SlotsTexts } from './slots-texts';

/**
 * The reel games' frame script (sent as its own source text; everything arrives in `config`, `env` and `makeKit`).
 * Spin plays one round of the page's machine (`params`: key, RTP target, volatility): the paid spin and every free
 * spin it led to, settled at once; the reels show the paid spin's window, drawn with the machine's own symbols.
 */
export interface SlotsConfig extends KitConfig {
  readonly words: SlotsTexts;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  readonly params: Record<string, unknown>;
  /** Per symbol index: its glyph and class (`sym-low`, `sym-high`, `sym-wild`, `sym-scatter`). */
  readonly glyphs: readonly { readonly text: string; readonly className: string }[];
}

export const SLOTS_ELEMENT_IDS: readonly string[] = [...KIT_ELEMENT_IDS, 'reels', 'free-spins', 'rtp-now', 'max-win'];

export function slotsClient(config: SlotsConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface Spin {
    grid: number[][];
    win: number;
  }
  interface Round {
    id: number;
    status: 'open' | 'settled';
    currency: string;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    engine: { view: { spins: Spin[]; multiplier: number } } | null;
  }
  const texts = config.texts;
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: {} });
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  let busy = false;

  function drawReels(grid: readonly (readonly number[])[]) {
    const reels = byId('reels');
    if (!reels) return;
    reels.innerHTML = grid
      .map((reel) => `<div class="reel">${reel.map((symbol) => `<span class="sym ${config.glyphs[symbol]?.className ?? ''}">${config.glyphs[symbol]?.text ?? '?'}</span>`).join('')}</div>`)
      .join('');
  }

  async function spin() {
    if (busy || !kit.wallet) return;
    setError(null);
    const stake = kit.readStake(kit.wallet);
    if (stake === null) return;
    busy = true;
    const play = byId('play');
    if (play) play.disabled = true;
    try {
      const answer = await call('POST', config.paths.rounds, { stake, params: config.params }, true);
      if (answer.status !== 201) return refusalOf(answer.body);
      const round = answer.body['round'] as Round;
      showWallet(answer.body['wallet'] as Wallet);
      const spins = round.engine?.view.spins ?? [];
      if (spins[0]) drawReels(spins[0].grid);
      show('free-spins', spins.length > 1 ? fill(words.freeSpins, { n: String(spins.length - 1) }) : '');
      kit.showRoundFacts(round);
      const payout = round.payout ?? 0;
      show('outcome', payout > 0 ? `${texts.win} ${money(payout, round.currency)}` : texts.noWin);
      show('next-nonce', String(round.nonce + 1));
      env.notifyBalanceChanged();
    } finally {
      busy = false;
      if (play) play.disabled = !kit.wallet;
    }
  }

  byId('play')?.addEventListener('click', guard(spin));
  kit.start(async () => {
    await kit.loadState();
    const play = byId('play');
    if (play) play.disabled = !kit.wallet;
  });
}

export function slotsClientSource(config: SlotsConfig): string {
  return clientScriptSource(slotsClient, config);
}
