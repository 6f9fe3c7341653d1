import type { DoctorCard } from '@labshop/shared-contracts/core';

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function ExperiencePanel({ doctor }: { doctor: DoctorCard }) {
  const { aboutMe, treatedDiseases, education, internships, offeredServices } = doctor;
  if (!aboutMe && treatedDiseases.length + education.length + internships.length + offeredServices.length === 0) {
    return <p>This doctor has not described their experience yet.</p>;
  }
  return (
    <>
      {aboutMe ? (
        <section>
          <h3>About me</h3>
          <p>{aboutMe}</p>
        </section>
      ) : null}
      <ListSection title="Treated diseases" items={treatedDiseases} />
      <ListSection title="Education" items={education} />
      <ListSection title="Internships" items={internships} />
      <ListSection title="What I offer" items={offeredServices} />
    </>
  );
}
