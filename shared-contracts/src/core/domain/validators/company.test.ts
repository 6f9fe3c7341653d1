import { validateCompany } from './company';

describe('company details', () => {
  it('asks a company for its name and NIP', () => {
    expect(validateCompany({ individual: false, companyName: '', nip: '' })).toEqual({
      companyName: 'Enter the company name.',
      nip: 'Enter the NIP number.',
    });
  });

  it('accepts a company with its name and a valid NIP', () => {
    expect(validateCompany({ individual: false, companyName: 'Medica', nip: '123-456-32-18' })).toEqual({
      companyName: null,
      nip: null,
    });
  });

  it('refuses a company name over 255 characters', () => {
    const result = validateCompany({ individual: false, companyName: 'M'.repeat(256), nip: '1234563218' });
    expect(result.companyName).toBe('The company name must have at most 255 characters.');
  });

  it('asks an individual for neither', () => {
    expect(validateCompany({ individual: true, companyName: '', nip: '' })).toEqual({ companyName: null, nip: null });
  });

  it('still checks a NIP an individual gives', () => {
    expect(validateCompany({ individual: true, companyName: '', nip: '1234563219' }).nip).toBe(
      'Enter a valid NIP number.',
    );
  });
});
