/**
 * Every message of the listing wizard, the bank form, the add-listing gate and the
 * availability modal, in the spec's exact wording (part 3 sections 5 and 8). Where the spec
 * names a limit but no sentence (item name over 50, more than 7 day rows), the sentence is
 * ours, in the same voice.
 */
export const listingMessages = {
  // step 1
  nameEmpty: 'Item name should not be empty',
  nameShort: 'The item name should be at least 3 letters',
  nameLong: 'The item name should be at most 50 letters',
  typeRequired: 'Please select the item type',
  unitsMin: 'Available Units must be minimum 1',
  unitsMax: 'Available Units must be at most 9999',
  categoryRequired: 'Please select Category',
  subCategoryRequired: 'Please select SubCategory',
  // step 2
  mediaTooMany: 'Image not allowed more than 5.',
  videoTooMany: 'video is not more than 1',
  imageRequired: 'Image is mandatory',
  fileTooLarge: 'More than 50 MB files are not allowed',
  mediaType: 'Only images and mp4, mov, wmv, avi, flv, f4v, swf or mkv videos are accepted',
  descriptionShort: 'Description must be minimum 3 letters',
  descriptionLong: 'Description must be at most 1000 characters',
  addressShort: 'Address must be minimum 3 letters',
  placeShort: 'State, City must be minimum 3 letters',
  locationRequired: 'Please choose the pick-up address from the suggestions',
  closeAfterStart: 'Close time should be greater than Start time',
  minimumGap: 'Minimum Difference between Close time and Start time should be 1 hour',
  duplicateDay: 'Duplicate day is not allowed!',
  oneDayRequired: 'You have to add time for Minimum 1 days',
  allFieldsRequired: 'All fields are required.',
  timeStep: 'Times must be in steps of 15 minutes',
  tooManyDays: 'At most 7 days can be added',
  uploading: 'Please wait while uploading!!',
  // step 3
  durationMin: 'Hire or Experience duration should be atleast 1',
  hoursMax: 'You can not enter time more than 24 for hours.',
  durationMaxGreater: 'Maximum hire or experience duration must be greater than minimum duration',
  groupMin: 'group member must be minimum 1',
  groupMaxGreater: 'Maximum group member must be greater than minimum',
  // step 4
  priceRequired: 'Please Enter Price.',
  priceMax: 'Price not more than 10000.',
  priceAtLeastOne: 'Please enter at least one price Or Please Enter Min $1 Price.',
  /** not in the spec's catalogue (it only says 'at most two decimals'): our wording */
  priceDecimals: 'Price can have at most two decimals.',
  priceNotAllowed: 'This price period does not match the hire duration',
  bondInvalid: 'Bond value not valid',
  termsRequired: 'Please add file.',
  termsPdfOnly: 'Only pdf file is accepted',
  termsUploadFailed: 'There is some technical issues, Please upload again!',
  // API
  notFound: 'Item not exist',
  notOwner: 'Only the supplier of this item can change it',
  typeLocked: 'The item type cannot be changed',
  deleteWithBookings:
    'This item has current or upcoming bookings. It can be deleted once they are finished or cancelled.',
  deleted: 'Item deleted',
  created: 'Item listed',
  updated: 'Item updated',
  unknownMedia: 'Media must be files uploaded with POST /media-upload',
  unknownTag: 'Please choose tags of the selected category',
  availabilityChoice: 'Send either unavailableToday, fromDate and toDate, or removeDate',
  calendarRange: 'Ask for at most 93 days at once',
  calendarYears: 'Ask for days from the year 2000 to 2100',
  calendarZone: 'Send zone as a time zone name such as Australia/Sydney',
  availabilityRange:
    'The unavailable period must start today or later and end on or after its start',
} as const

/** The add-listing gate and the 426 answer (part 3 section 8). */
export const gateMessages = {
  neither:
    'Your ID needs to be verified from profile & add your bank details to add a new listing.',
  notVerified: 'Your ID needs to be verified to add a new listing.',
  noBank: 'Please add payment details before requesting an item',
  upgradeRequired: 'Please add payment details before add an item',
} as const

export const bankMessages = {
  firstNameRequired: 'The first name field is required.',
  firstNameLetters: 'The first name may only contain letters and spaces.',
  lastNameRequired: 'The last name field is required.',
  lastNameLetters: 'The last name may only contain letters and spaces.',
  bsbRequired: 'The BSB number field is required.',
  bsbDigits: 'The BSB number must be 6 digits.',
  accountRequired: 'The account number field is required.',
  accountDigits: 'The account number may only contain numbers.',
  accountLength: 'The account number must be 5 to 9 digits.',
  dobRequired: 'The date of birth field is required.',
  dobInvalid: 'Please enter a valid date of birth (18 years or older).',
  cityRequired: 'The city field is required.',
  locationRequired: 'The location field is required.',
  stateRequired: 'The state field is required.',
  postalCodeRequired: 'The postal code field is required.',
  postalCodeDigits: 'The postal code must be 4 digits.',
  frontRequired: 'The Bank ID (front side) field is required.',
  backRequired: 'The Bank ID (back side) field is required.',
  imageOnly: 'Only image files are accepted',
  mccInvalid: 'The merchant category code must be 4 digits.',
  urlInvalid: 'Please enter a valid business URL.',
  fieldRequired: 'field is required.',
  saved: 'Bank details updated!',
  deleted: 'Bank details deleted',
  uploadFailed: 'Your ID images could not be uploaded. Please try again.',
  refused: 'The bank details were not accepted. Please check them and try again.',
  notFound: 'No bank details saved',
  documentsMissing: 'Send both frontPhotoIDUpload and backPhotoIDUpload images',
} as const

export const availabilityMessages = {
  title: 'Is item available?',
  unavailableSet: 'Item unavailablity set successfully',
  available: 'Item available successfully',
} as const
