import type { MantineColorsTuple } from '@mantine/core';

/**
 * Colour scales whose text shades meet WCAG AA (4.5:1) where the app uses them: shade 6 of gray is the
 * dimmed text colour (on white, the page background and the light tints); shades 7 and 8 are text and
 * filled-button colours on white and the page; shade 9 is the text of light badges and alerts on shade 1.
 * The lighter shades (backgrounds, borders) are Mantine's own.
 */
export const ink: MantineColorsTuple = ['#eef5fa', '#dce9f3', '#b4d0e6', '#89b5d8', '#659ecb', '#4c8fc3', '#3b82ba', '#2b6fa3', '#1f6391', '#17496b'];
/** Warm accent for small highlights; its dark shades are readable on the light tints. */
export const amber: MantineColorsTuple = ['#fdf6e7', '#f9ebc8', '#f3d88f', '#eec459', '#e9b437', '#e6a923', '#e0a526', '#966a0e', '#906609', '#875d00'];

export const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5f6770', '#495057', '#343a40', '#212529'];
export const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#d33737', '#d02e2e', '#c12828'];
export const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#09815e', '#087e59', '#077655'];
export const blue: MantineColorsTuple = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1a74c5', '#186ebc', '#1864ab'];
export const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#9d6600', '#a35f00', '#a35400'];
export const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#be4f05', '#bc480a', '#b63c0d'];
export const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#288238', '#267e36', '#257735'];
export const cyan: MantineColorsTuple = ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d7d8e', '#0b788a', '#0b7184'];
