/**
 * Every timing and default of SPEC.md §9 in one place, named after what it means.
 * Elements import these instead of writing numbers inline, so a theme author can
 * find the behaviour and a test can reason about it.
 */

/** §9.1 Shop pages. */
export const SHOP = {
  /** First variation check after the variation form initialises. */
  variationCheckDelayMs: 100,
  /** The variation panel appears this long after a match. */
  variationPanelShowDelayMs: 300,
  /** Slide animations of the variation panel. */
  slideDurationMs: 200,
  /** Gallery resize and zoom re-initialisation after an image change. */
  galleryReinitDelayMs: 20,
  /** Cart live-region message after a cart change. */
  cartLiveRegionDelayMs: 1000,
  /** Blocking overlay on forms while a request runs. */
  blockOverlayOpacity: 0.6,
  blockOverlayBackground: '#fff',
  /** Replaced fragments fade to this opacity over this duration. */
  fragmentFadeOpacity: 0.6,
  fragmentFadeMs: 400,
  /** The first alert notice is focused after this delay. */
  noticeFocusDelayMs: 500,
  /** The result count is re-announced after this delay. */
  resultCountAnnounceDelayMs: 2000,
  /** Scrolling to notices stops this far above the notice, over this duration. */
  noticeScrollOffsetPx: 100,
  noticeScrollDurationMs: 1000,
  /** Field descriptions slide open and shut in this time. */
  fieldDescriptionSlideMs: 250,
  /** Store notice cookie: name prefix, value and path. */
  storeNoticeCookiePrefix: 'store_notice',
  storeNoticeCookieValue: 'hidden',
  storeNoticeCookiePath: '/',
  /** Video layout fix: re-applied at these delays after load. */
  videoFixDelaysMs: [500, 1000, 2000] as readonly number[],
  /** Orientation changes re-apply the video fix after this delay. */
  videoOrientationDelayMs: 300,
  /** At or below this viewport width the small-screen video margins apply. */
  videoSmallViewportPx: 767,
  videoSmallMarginsPx: [150, 100, 120] as readonly number[],
} as const;

/** §9.2 Product table. */
export const TABLE = {
  /** Widest window (px) of a phone and of a tablet when the store sets none (§9.2 leaves them to the store). */
  phoneBreakpointPx: 599,
  tabletBreakpointPx: 1199,
  resizeDebounceMs: 250,
  scrollOffsetPx: 20,
  autoScrollMs: 200,
  fixedTableResizeDelayMs: 100,
  dragCancelsClickPx: 2,
  tooltipHoverDelayMs: 200,
  quantityHoldTickMs: 10,
  quantityHoldStartTicks: 50,
  quantityHoldStepTicks: 5,
  selectedTotalDelayMs: 100,
  wishlistRowRemoveDelayMs: 500,
  zoomScale: 1.5,
  offsetZoomDistancePx: 40,
  lightboxTapToCloseBelowPx: 720,
  lightboxTheme: 'black',
  infiniteScrollMarginPx: 100,
  quantityMin: 1,
  quantityStep: 1,
  /** The live check and the on-change correction use different maxima (§5.4: both readings stand). */
  quantityMaxLive: 1e9,
  quantityMaxOnChange: 1e12,
  audioOutlineWidthPx: 1,
  rowTotalDecimals: 2,
  /** A body with more rows than this, under instant search or sort, keeps only the rows in and near view in the page. */
  rowWindowMinRows: 1500,
} as const;

/** §9.3 Member directory and others. */
export const DIRECTORY = {
  urlPrefix: 'wcm_dir_',
  searchKey: 'Enter',
  lightboxAnimationMs: 333,
} as const;

/** §9.4 Integrations. */
export const INTEGRATIONS = {
  cartRecoveryTypingDebounceMs: 2000,
  /** One month is counted as 30 days × 24 × 60 minutes. */
  attributionMonthMinutes: 30 * 24 * 60,
  attributionLifetimeMonths: 6,
  attributionSessionMinutes: 30,
  promoCodeMin: 100000,
  promoCodeMax: 999999,
  attributionTimezoneOffset: 0,
} as const;

/** Defaults of the request layer (not in the spec: ours). */
export const REQUESTS = {
  /** A call that has not answered after this long fails with a timeout error. */
  timeoutMs: 20000,
} as const;

/** The drop-in loader (not in the spec: ours). */
export const LOADING = {
  /**
   * A click, submit or change on an element whose code is not ready yet is held this long at
   * most; then it does what it does without JavaScript (the link is followed, the form sent).
   */
  interactionHoldMs: 3000,
  /** An element's code that failed to load is tried again after these delays (then no more). */
  chunkRetryDelaysMs: [1000, 4000, 15000] as readonly number[],
  /** Attempts per element's code at most, counting those started by the tag appearing again. */
  chunkAttempts: 6,
} as const;
