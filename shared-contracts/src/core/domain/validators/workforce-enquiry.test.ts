import { workforceEnquiryErrors } from './workforce-enquiry';

const filled = {
  name: 'Anna Kowalska',
  email: 'anna@company.example',
  phone: '',
  companyName: 'Kowalski Logistics',
  subject: 'Health checks for 40 people',
  message: 'We would like a quote for our team.',
};

describe('workforce enquiry rules', () => {
  it('accept a filled form, with or without a phone', () => {
    expect(workforceEnquiryErrors(filled)).toEqual({});
    expect(workforceEnquiryErrors({ ...filled, phone: null })).toEqual({});
    expect(workforceEnquiryErrors({ ...filled, phone: '501234567' })).toEqual({});
  });

  it('name each field that breaks a spec §5 rule and only those', () => {
    const errors = workforceEnquiryErrors({
      ...filled,
      name: 'A',
      phone: '12',
      subject: 'Hi',
      message: 'x'.repeat(1001),
    });

    expect(Object.keys(errors).sort()).toEqual(['message', 'name', 'phone', 'subject']);
    expect(errors.subject).toMatch(/3/);
    expect(errors.message).toMatch(/1000/);
  });
});
