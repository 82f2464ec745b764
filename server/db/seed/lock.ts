// The advisory lock of the seed and of the lists' settings sync: several replicas starting on one database take
// turns, so two of them never insert the same demo or settings rows at once.
export const SEED_LOCK = 72_410_001;
