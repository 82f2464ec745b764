// The live feed's status for React: App provides the one store (FeedStatusContext), the header reads it.
// Without a store (a screen rendered on its own) the feed reads as idle: nothing is shown.
import { createContext, useContext, useSyncExternalStore } from "react";
import { initialFeedState, type FeedState } from "@shared/domain/feed-status";
import type { FeedStatusStore } from "./feed-status";

export const FeedStatusContext = createContext<FeedStatusStore | null>(null);

const IDLE = initialFeedState();
const noStore = { subscribe: () => () => {}, getSnapshot: () => IDLE };

export function useFeedStatus(): FeedState {
  const store = useContext(FeedStatusContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
