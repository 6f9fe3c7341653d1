/** What the verification page says to an account about its doctor registration, in one place for tests and screens. */
export const VERIFICATION_TEXTS = {
  heading: 'Doctor account verification',
  loading: 'Checking where your registration stands…',
  loadFailed: 'We could not check where your registration stands.',
  guest: 'Log in to see where your doctor registration stands.',
  logIn: 'Log in',
  pendingTitle: 'Your doctor account is awaiting verification',
  pendingWhy: (pwz: string) =>
    `We are checking your medical licence number ${pwz} in the register of doctors. Until it is verified, you use ` +
    'Labshop as a patient: the doctor area, referrals and commission stay closed.',
  pendingNext:
    'What happens next: an administrator verifies the number, usually within a few working days. Once it is ' +
    'verified, choose the doctor role in the role switch and the doctor area opens.',
  rejectedTitle: 'Your medical licence number could not be verified',
  rejectedWhy: (pwz: string) =>
    `We could not confirm the medical licence number ${pwz}, so the doctor area stays closed. Your patient ` +
    'account works as before.',
  rejectedNext: 'If the number was mistyped or you think this is a mistake, write to us and we will check it again.',
  contact: 'Contact us',
  verifiedTitle: 'Your doctor account is verified',
  verifiedNext: 'Choose the doctor role in the role switch, then open the doctor area.',
  doctorArea: 'Go to the doctor area',
  noneTitle: 'This account is not registered as a doctor',
  noneNext: 'Doctors register with their medical licence number.',
  register: 'Register a doctor account',
} as const;
