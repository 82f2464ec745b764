export { MinuteClock, useMinuteClock, useMinuteTicker } from "./MinuteClock";
export { TripTimerCell, type TripTimerCellProps } from "./TripTimerCell";
export { TimerLegend, timerSettingsOf, type TimerLegendProps } from "./TimerLegend";
