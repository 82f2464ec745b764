// A text of several lines shown on one line (a list's cell): its line breaks and runs of blanks become one space.

export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();
