import { useState } from 'react';
import { featuresFromText, featuresToText, priceFromText, type AdminPackage, type SiteSettings } from '../../../lib/admin/settings';
import { formatCOP } from '../../../lib/format';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type Plan = SiteSettings['pricing_plan']['plans'][number];
type PlanTexts = { name: string; price: string; description: string; features: string };

/** The saved plan of each package type, or the package itself while no plan was ever saved. */
function plansFor(stored: SiteSettings['pricing_plan'], packages: AdminPackage[]): Plan[] {
  const types = [...new Set(packages.map((pkg) => pkg.package_type))];
  return types.map((type) => {
    const saved = stored.plans.find((plan) => plan.package_type === type);
    const pkg = packages.find((candidate) => candidate.package_type === type);
    return (
      saved ?? {
        package_type: type,
        name: pkg?.name ?? '',
        price: pkg?.price ?? 0,
        description: pkg?.description ?? '',
        features: pkg?.features ?? [],
      }
    );
  });
}

/** pricing_plan: names, prices and features per package type; saving writes them into the packages too. */
export function PricingSettings({ stored, packages }: { stored: SiteSettings['pricing_plan']; packages: AdminPackage[] }) {
  const { save, saving, error } = useSection('pricing_plan', stored);
  const [texts, setTexts] = useState<PlanTexts[]>(() =>
    plansFor(stored, packages).map((plan) => ({
      name: plan.name,
      price: String(plan.price),
      description: plan.description,
      features: featuresToText(plan.features),
    })),
  );
  const plans = plansFor(stored, packages);
  const set = (index: number, field: keyof PlanTexts) => (value: string) =>
    setTexts((current) => current.map((plan, at) => (at === index ? { ...plan, [field]: value } : plan)));
  const value = (): SiteSettings['pricing_plan'] => ({
    plans: plans.map((plan, index) => {
      const typed = texts[index];
      return typed
        ? {
            package_type: plan.package_type,
            name: typed.name,
            price: priceFromText(typed.price),
            description: typed.description,
            features: featuresFromText(typed.features),
          }
        : plan;
    }),
  });

  return (
    <SectionCard
      id="settings-pricing"
      title="Precios"
      description="Al guardar, el nombre, el precio y las características pasan a los paquetes. Las órdenes ya hechas conservan su precio."
      section={{ error, saving, save: () => save(value()) }}
    >
      {plans.map((plan, index) => {
        const typed = texts[index];
        if (!typed) return null;
        const amount = priceFromText(typed.price);
        return (
          <fieldset key={plan.package_type} className="settings-add">
            <legend>{plan.package_type === 'family' ? 'Paquete familiar' : 'Paquete individual'}</legend>
            <div className="form-grid">
              <TextField
                label={`Nombre (${plan.package_type === 'family' ? 'familiar' : 'individual'})`}
                value={typed.name}
                onChange={set(index, 'name')}
                maxLength={100}
              />
              <TextField
                label={`Precio (${plan.package_type === 'family' ? 'familiar' : 'individual'})`}
                inputMode="numeric"
                value={typed.price}
                onChange={set(index, 'price')}
                hint={Number.isNaN(amount) ? 'Solo números enteros de pesos.' : formatCOP(amount)}
              />
              <TextField label="Descripción" value={typed.description} onChange={set(index, 'description')} maxLength={500} multiline />
              <TextField label="Características (una por línea)" value={typed.features} onChange={set(index, 'features')} multiline />
            </div>
          </fieldset>
        );
      })}
    </SectionCard>
  );
}
