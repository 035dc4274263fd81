import fc from 'fast-check';

// CI runs on two cores: keep property runs bounded there; `FC_NUM_RUNS` asks for a deeper run.
const requested = Number(process.env['FC_NUM_RUNS']);
fc.configureGlobal({ numRuns: Number.isInteger(requested) && requested > 0 ? requested : process.env['CI'] ? 100 : 200 });
