export { SavedViews, type SavedViewsProps } from "./SavedViews";
export { chooserFromSnapshot, columnsSnapshot, readViewState, type SavedColumns, type SavedViewState } from "./view-state";
