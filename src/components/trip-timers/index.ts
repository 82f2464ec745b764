export { MinuteClock, useMinuteClock, useMinuteTicker } from "./MinuteClock";
export { TripTimerCell, type TripTimerCellProps } from "./TripTimerCell";
